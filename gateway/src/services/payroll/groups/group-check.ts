import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { organsOfTenant } from '../../../core/org-tree'
import { salaryError, salaryWord, type SalaryWord } from '../errors'
import type { Proration } from '../tables'
import { coverageOf, membersOfGroups } from './membership'

export interface GroupInput {
  id?: number
  name: string
  payDay: number
  /** How a joiner or leaver is paid for part of a month; none given: by working days, or the group's rule kept. */
  proration?: Proration
  organIds: number[]
  employeeIds: number[]
  itemIds: number[]
}

/**
 * Checks a group against the tenant: its members and items exist, and nobody would be paid in two groups: neither a
 * department another group covers (or that covers one of another group's), nor a person another group names or covers,
 * nor another group's named person inside this group's departments. The clash is named.
 */
export async function checkGroup(db: Db, tenantId: number, group: GroupInput, lang: Lang): Promise<void> {
  const bad = (reason: SalaryWord, vars: Record<string, string> = {}) =>
    salaryError(lang, 'badGroup', { reason: salaryWord(lang, reason, vars) })
  if (group.organIds.length + group.employeeIds.length === 0) throw bad('noMembers')
  const [organs, people, items, groups, others] = await Promise.all([
    organsOfTenant(db, tenantId),
    group.employeeIds.length
      ? db
          .selectFrom('employee')
          .select(['id', 'name', 'organ_id'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', group.employeeIds)
          .execute()
      : [],
    group.itemIds.length
      ? db
          .selectFrom('salary_item')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', group.itemIds)
          .execute()
      : [],
    db.selectFrom('salary_group').select(['id', 'name']).where('tenant_id', '=', tenantId).execute(),
    membersOfGroups(db, tenantId),
  ])
  const organName = new Map(organs.map((organ) => [organ.id, organ.name]))
  if (group.organIds.some((id) => !organName.has(id)) || people.length !== new Set(group.employeeIds).size)
    throw bad('unknownMember')
  if (items.length !== new Set(group.itemIds).size) throw bad('unknownItem')
  const mine = coverageOf(organs, group)
  for (const [groupId, members] of others) {
    if (groupId === group.id) continue
    const otherName = groups.find((g) => g.id === groupId)?.name ?? ''
    const theirs = coverageOf(organs, members)
    const organ = group.organIds.find((id) => theirs.has(id)) ?? members.organIds.find((id) => mine.has(id))
    if (organ !== undefined) throw bad('organTaken', { name: organName.get(organ) ?? '', group: otherName })
    const person = people.find((p) => members.employeeIds.includes(p.id) || theirs.has(p.organ_id))
    if (person) throw salaryError(lang, 'memberTaken', { name: person.name, group: otherName })
    const named = members.employeeIds.length
      ? await db
          .selectFrom('employee')
          .select(['name', 'organ_id'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', members.employeeIds)
          .execute()
      : []
    const inside = named.find((p) => mine.has(p.organ_id))
    if (inside) throw salaryError(lang, 'memberTaken', { name: inside.name, group: otherName })
  }
}

/** Writes a checked group with its members and items; answers its id. */
export async function writeGroup(db: Db, tenantId: number, group: GroupInput, now: number): Promise<number> {
  const values = {
    name: group.name.trim(),
    pay_day: group.payDay,
    // Not given: a new group pays by working days (the column's default), a changed one keeps its rule.
    ...(group.proration ? { proration: group.proration } : {}),
    updated_at: now,
  }
  let groupId = group.id
  if (groupId === undefined) {
    const max = await db
      .selectFrom('salary_group')
      .select((eb) => eb.fn.max('id').as('max'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
    groupId = Number(max?.max ?? 0) + 1
    await db
      .insertInto('salary_group')
      .values({ tenant_id: tenantId, id: groupId, ...values })
      .execute()
  } else {
    await db
      .updateTable('salary_group')
      .set(values)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', groupId)
      .execute()
  }
  await db.deleteFrom('salary_group_member').where('tenant_id', '=', tenantId).where('group_id', '=', groupId).execute()
  await db.deleteFrom('salary_group_item').where('tenant_id', '=', tenantId).where('group_id', '=', groupId).execute()
  const members = [
    ...[...new Set(group.organIds)].map((organ_id) => ({
      tenant_id: tenantId,
      group_id: groupId,
      organ_id,
      employee_id: null,
    })),
    ...[...new Set(group.employeeIds)].map((employee_id) => ({
      tenant_id: tenantId,
      group_id: groupId,
      organ_id: null,
      employee_id,
    })),
  ]
  for (let i = 0; i < members.length; i += 500)
    await db
      .insertInto('salary_group_member')
      .values(members.slice(i, i + 500))
      .execute()
  const items = [...new Set(group.itemIds)].map((item_id) => ({ tenant_id: tenantId, group_id: groupId, item_id }))
  if (items.length) await db.insertInto('salary_group_item').values(items).execute()
  return groupId
}
