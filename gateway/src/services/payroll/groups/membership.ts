import type { Db, OrganTable } from '../../../core/db/types'
import { organsOfTenant, subtreeIds } from '../../../core/org-tree'
import { employedIn, type Employment, isoDay, monthDays } from '../run/proration'

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

/** A person a run pays: their employment and the month whose pay is due (the run's, or a late leaver's leave month). */
export interface PaidPerson {
  id: number
  organ_id: number
  name: string
  job_number: string
  employment: Employment
  payMonth: string
}

const CHUNK = 900

/**
 * Who a group's run of `month` pays, whatever their status today: its members (listed by name, or in a department it
 * covers) employed on some day of the month (entry date ≤ its last day, no leave date or one ≥ its first day), and
 * the leavers of an earlier month whose last month no run has paid yet (they left since the group's first run, and
 * no regular run of their leave month or later has a line for them; `runId`, the run being calculated, does not count).
 * A future joiner is not paid.
 */
export async function peopleOfGroup(
  db: Db,
  tenantId: number,
  groupId: number,
  month: string,
  runId?: number,
): Promise<PaidPerson[]> {
  const { first, last } = monthDays(month)
  const [organs, rows, firstRun] = await Promise.all([
    organsOfTenant(db, tenantId),
    db
      .selectFrom('salary_group_member')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', groupId)
      .execute(),
    db
      .selectFrom('salary_run')
      .select((eb) => eb.fn.min('month').as('month'))
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', groupId)
      .executeTakeFirst(),
  ])
  const members: Members = {
    organIds: rows.flatMap((row) => (row.organ_id === null ? [] : [row.organ_id])),
    employeeIds: rows.flatMap((row) => (row.employee_id === null ? [] : [row.employee_id])),
  }
  const covered = coverageOf(organs, members)
  const named = new Set(members.employeeIds)
  // Leavers since the first day of the group's first run (or of this month) are looked at.
  const since = firstRun?.month && firstRun.month < month ? `${firstRun.month}-01` : first
  const staff = await db
    .selectFrom('employee')
    .select(['id', 'organ_id', 'name', 'job_number', 'entry_date', 'leave_date'])
    .where('tenant_id', '=', tenantId)
    .where('entry_date', '<=', Date.parse(`${last}T00:00:00Z`))
    .where((eb) => eb.or([eb('leave_date', 'is', null), eb('leave_date', '>=', Date.parse(`${since}T00:00:00Z`))]))
    .orderBy('id')
    .execute()
  const people = staff
    .filter((person) => named.has(person.id) || covered.has(person.organ_id))
    .map(({ entry_date, leave_date, ...person }) => {
      const employment = { from: isoDay(entry_date), to: leave_date === null ? null : isoDay(leave_date) }
      const payMonth = employedIn(employment, month) ? month : employment.to!.slice(0, 7)
      return { ...person, employment, payMonth }
    })
  const late = people.filter((person) => person.payMonth !== month)
  const paid = new Set<number>()
  for (let i = 0; i < late.length; i += CHUNK) {
    const part = late.slice(i, i + CHUNK)
    const lines = await db
      .selectFrom('salary_line')
      .innerJoin('salary_run', (join) =>
        join
          .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
          .onRef('salary_run.id', '=', 'salary_line.run_id'),
      )
      .select(['salary_line.employee_id', 'salary_run.month'])
      .where('salary_line.tenant_id', '=', tenantId)
      .where('salary_run.id', '!=', runId ?? 0)
      .where('salary_run.kind', '=', 'regular')
      .where(
        'salary_line.employee_id',
        'in',
        part.map((person) => person.id),
      )
      .execute()
    const leaveMonth = new Map(part.map((person) => [person.id, person.payMonth]))
    for (const line of lines) if (line.month >= leaveMonth.get(line.employee_id)!) paid.add(line.employee_id)
  }
  return people.filter((person) => person.payMonth === month || !paid.has(person.id))
}
