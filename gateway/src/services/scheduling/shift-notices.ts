import type { Db } from '../../core/db/types'
import { queueNotification } from '../notify'
import type { ShiftSwapTable } from './tables'

/** Where a person sees their own shifts: the scheduling app's shift swaps page lists their days. */
const OWN_SHIFTS = '/portal/paiban/swaps'

type Ctx = { db: Db; now: () => number }
type Name = { zh: string; en: string }

/** The sign-in accounts (members of the tenant) of staff records on the job, by staff record. */
export async function accountsOfEmployees(
  db: Db,
  tenantId: number,
  employeeIds: number[],
): Promise<Map<number, number>> {
  if (employeeIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('app_user')
    .innerJoin('user_tenant', (join) =>
      join.onRef('user_tenant.user_id', '=', 'app_user.id').on('user_tenant.tenant_id', '=', tenantId),
    )
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select(['employee.id as employee_id', 'app_user.id as user_id'])
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.id', 'in', employeeIds)
    .where('employee.status', '=', 1)
    .orderBy('app_user.id', 'desc')
    .execute()
  // The lowest account id of a person wins (the rows come highest first).
  return new Map(rows.map((row) => [row.employee_id, row.user_id]))
}

/** Tells each person their month roster is published: how many days they work, linked to their shifts. */
export async function rosterPublishedNotices(
  ctx: Ctx,
  input: { tenantId: number; month: string; organ: string; publishedAt: number; days: Map<number, number> },
): Promise<number> {
  const accounts = await accountsOfEmployees(ctx.db, input.tenantId, [...input.days.keys()])
  let told = 0
  for (const [employeeId, userId] of accounts) {
    told += await queueNotification(ctx, {
      tenantId: input.tenantId,
      kind: 'rosterPublished',
      userIds: [userId],
      params: { month: input.month, organ: input.organ, days: input.days.get(employeeId) ?? 0 },
      link: OWN_SHIFTS,
      eventKey: `roster:${input.month}:${employeeId}:${input.publishedAt}`,
    })
  }
  return told
}

/** Tells a person their shift of one day changed after their roster was published. */
export async function shiftChangedNotice(
  ctx: Ctx,
  input: { tenantId: number; employeeId: number; day: string; before: Name; after: Name },
): Promise<void> {
  const userId = (await accountsOfEmployees(ctx.db, input.tenantId, [input.employeeId])).get(input.employeeId)
  if (userId === undefined) return
  await queueNotification(ctx, {
    tenantId: input.tenantId,
    kind: 'shiftChanged',
    userIds: [userId],
    params: { day: input.day, before: input.before, after: input.after },
    link: OWN_SHIFTS,
    eventKey: `shift:${input.employeeId}:${input.day}:${ctx.now()}`,
  })
}

/** Tells each person how many of their days in a published month a rearrangement changed. */
export async function shiftsChangedNotices(
  ctx: Ctx,
  input: { tenantId: number; month: string; changedDays: Map<number, number> },
): Promise<void> {
  const changed = [...input.changedDays].filter(([, days]) => days > 0)
  const accounts = await accountsOfEmployees(
    ctx.db,
    input.tenantId,
    changed.map(([id]) => id),
  )
  const at = ctx.now()
  for (const [employeeId, days] of changed) {
    const userId = accounts.get(employeeId)
    if (userId === undefined) continue
    await queueNotification(ctx, {
      tenantId: input.tenantId,
      kind: 'shiftChanged',
      template: 'shiftsChanged',
      userIds: [userId],
      params: { month: input.month, days },
      link: OWN_SHIFTS,
      eventKey: `shifts:${employeeId}:${input.month}:${at}`,
    })
  }
}

/** Tells both people of a swap how it was decided, linked to the swap. */
export async function swapDecidedNotice(
  ctx: Ctx,
  swap: ShiftSwapTable,
  outcome: 'approved' | 'rejected',
  names: { mine: string; theirs: string },
): Promise<void> {
  await queueNotification(ctx, {
    tenantId: swap.tenant_id,
    kind: 'swapDecided',
    template: outcome === 'approved' ? 'swapApproved' : 'swapRejected',
    userIds: [swap.user_id, swap.other_user_id],
    params: { name: names.mine, day: swap.day, otherName: names.theirs, otherDay: swap.other_day },
    link: `${OWN_SHIFTS}/${swap.id}`,
    eventKey: `swap:${swap.id}:${outcome}`,
  })
}
