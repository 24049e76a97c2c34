import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/db/types'
import { fixedQuery } from '../../core/db/fixed-query'
import type { LeaveCreditTable } from './tables'

/** The leave type of time off in lieu: counted in hours, its balance the unexpired credits overtime earned. */
export const TOIL_TYPE = 'toil'

/** Months a credit lasts when the tenant set nothing. */
export const DEFAULT_TOIL_MONTHS = 6

export async function toilMonthsOf(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('leave_setting')
    .select('toil_months')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row ? Number(row.toil_months) : DEFAULT_TOIL_MONTHS
}

/** The last day a credit earned on `day` may be used: `months` later, the day before the same date (or the month's end). */
export function expiryOf(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  const end = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date, last)) - 86_400_000)
  return end.toISOString().slice(0, 10)
}

/** Credits the hours of an approved overtime worked on `day` (a rest day or holiday) as time off in lieu. */
export async function creditToil(
  db: Db,
  input: { tenantId: number; userId: number; overtimeId: string; hours: number; day: string; now: number },
): Promise<void> {
  const months = await toilMonthsOf(db, input.tenantId)
  await db
    .insertInto('leave_credit')
    .values({
      tenant_id: input.tenantId,
      id: randomUUID(),
      user_id: input.userId,
      overtime_id: input.overtimeId,
      earned_hours: input.hours,
      earned_on: input.day,
      expires_on: expiryOf(input.day, months),
      used_hours: 0,
      created_at: input.now,
    })
    .execute()
}

type UsableOn = { tenantId: number; userId: number; day: string }

/** The account's credits not expired on `day`, oldest expiry first (a balance sums them in that order). */
const usableOn = (db: Db, v: UsableOn) =>
  db
    .selectFrom('leave_credit')
    .where('tenant_id', '=', v.tenantId)
    .where('user_id', '=', v.userId)
    .where('expires_on', '>=', v.day)
    .orderBy('expires_on')
    .orderBy('earned_on')
    .orderBy('created_at')
    .orderBy('id')

/** Those credits whole, and their hours alone (each compiled once: fixed-query.ts). */
const usableCreditRows = fixedQuery((db, v: UsableOn) => usableOn(db, v).selectAll())
const usableHours = fixedQuery((db, v: UsableOn) => usableOn(db, v).select(['earned_hours', 'used_hours']))

/** The account's credits still usable on `day` (not expired then), oldest expiry first. */
export async function usableCredits(
  db: Db,
  tenantId: number,
  userId: number,
  day: string,
): Promise<LeaveCreditTable[]> {
  return usableCreditRows.execute(db, { tenantId, userId, day })
}

export interface ToilBalance {
  total: number
  used: number
  pending: number
  left: number
}

const round = (hours: number) => Math.round(hours * 100) / 100

/**
 * Time off in lieu usable on `day`: the unexpired credits' hours, those used, those pending requests hold
 * (`pendingHours`: the hours of the account's pending time-off-in-lieu requests, when the caller has read them).
 */
export async function toilBalance(
  db: Db,
  tenantId: number,
  userId: number,
  day: string,
  pendingHours?: Array<number | null>,
): Promise<ToilBalance> {
  const [credits, pending] = await Promise.all([
    usableHours.execute(db, { tenantId, userId, day }),
    pendingHours
      ? pendingHours.map((hours) => ({ hours }))
      : db
          .selectFrom('leave_request')
          .select('hours')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('type_code', '=', TOIL_TYPE)
          .where('status', '=', 'pending')
          .execute(),
  ])
  const total = round(credits.reduce((sum, c) => sum + Number(c.earned_hours), 0))
  const used = round(credits.reduce((sum, c) => sum + Number(c.used_hours), 0))
  const held = round(pending.reduce((sum, p) => sum + Number(p.hours), 0))
  return { total, used, pending: held, left: round(total - used - held) }
}

/**
 * Takes `hours` off the credits usable on `day`, oldest expiry first; answers what each credit gave (to give back on
 * cancel) or null when they do not cover it.
 */
export async function useCredits(
  db: Db,
  tenantId: number,
  userId: number,
  day: string,
  hours: number,
): Promise<{ id: string; hours: number }[] | null> {
  const taken: { id: string; hours: number }[] = []
  let wanted = hours
  for (const credit of await usableCredits(db, tenantId, userId, day)) {
    if (wanted <= 0) break
    const free = round(Number(credit.earned_hours) - Number(credit.used_hours))
    if (free <= 0) continue
    const take = Math.min(free, wanted)
    taken.push({ id: credit.id, hours: take })
    wanted = round(wanted - take)
  }
  if (wanted > 0) return null
  for (const { id, hours: take } of taken) {
    const credit = await db
      .selectFrom('leave_credit')
      .select('used_hours')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('leave_credit')
      .set({ used_hours: round(Number(credit.used_hours) + take) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute()
  }
  return taken
}

/** Gives back what `useCredits` took (a leave cancelled after approval). */
export async function returnCredits(db: Db, tenantId: number, taken: { id: string; hours: number }[]): Promise<void> {
  for (const { id, hours } of taken) {
    const credit = await db
      .selectFrom('leave_credit')
      .select('used_hours')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!credit) continue
    await db
      .updateTable('leave_credit')
      .set({ used_hours: Math.max(0, round(Number(credit.used_hours) - hours)) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute()
  }
}
