import type { Db, OrganTable } from '../../../core/db/types'
import { organsOfTenant, subtreeIds } from '../../../core/org-tree'

/** A group's members as saved: departments (with their sub-departments) and people. */
export interface Members {
  organIds: number[]
  employeeIds: number[]
}

/** Every group's saved members, by group id. */
export async function membersOfGroups(db: Db, tenantId: number): Promise<Map<number, Members>> {
  const rows = await db.selectFrom('salary_group_member').selectAll().where('tenant_id', '=', tenantId).execute()
  const groups = new Map<number, Members>()
  for (const row of rows) {
    const members = groups.get(row.group_id) ?? { organIds: [], employeeIds: [] }
    if (row.organ_id !== null) members.organIds.push(row.organ_id)
    if (row.employee_id !== null) members.employeeIds.push(row.employee_id)
    groups.set(row.group_id, members)
  }
  return groups
}

/** The departments a group covers: its departments and all their sub-departments. */
export function coverageOf(organs: OrganTable[], members: Members): Set<number> {
  return new Set(members.organIds.flatMap((id) => subtreeIds(organs, id)))
}

/** Who a group pays: the staff on the job listed by name, or in a department it covers. */
export async function peopleOfGroup(db: Db, tenantId: number, groupId: number) {
  const [organs, rows] = await Promise.all([
    organsOfTenant(db, tenantId),
    db
      .selectFrom('salary_group_member')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', groupId)
      .execute(),
  ])
  const members: Members = {
    organIds: rows.flatMap((row) => (row.organ_id === null ? [] : [row.organ_id])),
    employeeIds: rows.flatMap((row) => (row.employee_id === null ? [] : [row.employee_id])),
  }
  const covered = coverageOf(organs, members)
  const named = new Set(members.employeeIds)
  const staff = await db
    .selectFrom('employee')
    .select(['id', 'organ_id', 'name', 'job_number'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 1)
    .orderBy('id')
    .execute()
  return staff.filter((person) => named.has(person.id) || covered.has(person.organ_id))
}
