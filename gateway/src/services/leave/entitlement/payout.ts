import type { Db } from '../../../core/db/types'
import { type Entry, post } from './ledger'
import { holdersOf } from './people'
import { grantingTypes } from './settle'

/**
 * A payout entry's key: the month payroll pays it in ('YYYY-MM'), then what had been paid of the year before it and
 * after it (hundredths), so the same payout is written once and a later one (after a correction) gets its own key.
 */
export const payoutKey = (month: string, before: number, after: number) => `payout:${month}:${before}>${after}`

/** The month a payout entry is paid in, from its key. */
export const payoutMonth = (key: string): string => key.slice('payout:'.length, 'payout:'.length + 7)

/** Each account's and type's balance of a year in hundredths (given less used), with what was paid out already. */
async function leftOf(db: Db, tenantId: number, year: number, userIds: number[], typeCodes: string[]) {
  const rows = await db
    .selectFrom('leave_ledger')
    .select(['user_id', 'type_code', 'kind', 'entry_key', 'amount'])
    .where('tenant_id', '=', tenantId)
    .where('year', '=', year)
    .where('user_id', 'in', userIds)
    .where('type_code', 'in', typeCodes)
    .execute()
  const sums = new Map<string, { left: number; paid: number; carried: number; used: number; expired: boolean }>()
  for (const row of rows) {
    const key = `${row.user_id}:${row.type_code}`
    const sum = sums.get(key) ?? { left: 0, paid: 0, carried: 0, used: 0, expired: false }
    const amount = Number(row.amount)
    // What was taken counts against the balance; everything else (given, carried, expired, paid) is in `total`.
    sum.left += row.kind === 'taken' || row.kind === 'returned' ? -amount : amount
    if (row.kind === 'taken' || row.kind === 'returned') sum.used += amount
    if (row.kind === 'payout') sum.paid -= amount
    if (row.entry_key === 'carry-in') sum.carried += amount
    if (row.entry_key === 'carry-expire') sum.expired = true
    sums.set(key, sum)
  }
  return sums
}

/**
 * Pays out the statutory annual leave a leaver had not taken in the year they left (企业职工带薪年休假实施办法 art. 12):
 * the year's entitlement, already recomputed to the last day (fractions dropped), plus the days carried from the year
 * before while still valid on the last day, less what was taken, is written as a 'payout' entry that brings the
 * balance to zero, paid in the month of the last day. Nothing when nothing is left: days taken beyond the prorated
 * entitlement are not clawed back. Carried days whose expiry day falls on or before the last day are expired first.
 * Safe to run again: a balance already zero writes nothing.
 */
export async function payLeavers(db: Db, tenantId: number, userIds: number[], now: number): Promise<number> {
  const types = (await grantingTypes(db, tenantId)).filter((type) => type.policy.entitlement === 'statutory')
  if (!types.length || !userIds.length) return 0
  let written = 0
  const leavers = new Map<number, string>()
  for (const year of new Set(await leaveYears(db, tenantId, userIds)))
    for (const holder of await holdersOf(db, tenantId, year, userIds))
      if (holder.leave?.startsWith(`${year}-`)) leavers.set(holder.userId, holder.leave)
  for (const [userId, leave] of leavers) {
    const year = Number(leave.slice(0, 4))
    const sums = await leftOf(
      db,
      tenantId,
      year,
      [userId],
      types.map((type) => type.code),
    )
    const entries: Entry[] = []
    for (const type of types) {
      const sum = sums.get(`${userId}:${type.code}`)
      if (!sum) continue
      const base = { tenantId, userId, typeCode: type.code, year }
      let left = sum.left
      const expiry = type.policy.carryExpiry
      if (expiry && leave >= `${year}-${expiry}` && !sum.expired && sum.carried > 0) {
        // The carried days not used by their expiry day lapse (taken days come off them first), as the rollover does.
        const lapsed = Math.min(Math.max(0, sum.carried - sum.used), Math.max(0, left))
        entries.push({ ...base, kind: 'expire', amount: -lapsed, key: 'carry-expire' })
        left -= lapsed
      }
      if (left <= 0) continue
      const month = leave.slice(0, 7)
      entries.push({ ...base, kind: 'payout', amount: -left, key: payoutKey(month, sum.paid, sum.paid + left) })
    }
    await post(db, entries, now)
    written += entries.filter((entry) => entry.kind === 'payout').length
  }
  return written
}

/** The years the given accounts' staff records left in. */
async function leaveYears(db: Db, tenantId: number, userIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.leave_date')
    .where('employee.tenant_id', '=', tenantId)
    .where('app_user.id', 'in', userIds)
    .where('employee.leave_date', 'is not', null)
    .execute()
  return rows.map((row) => new Date(Number(row.leave_date)).getUTCFullYear())
}

/** A leaver's statutory annual leave of a year as the ledger has it, in hundredths of a day. */
export interface LeaverAnnualLeave {
  /** The statutory annual leave type ('annual'), null when the tenant keeps none. */
  typeCode: string | null
  taken: number
  /** Days already paid out, by a month's regular run ('payout:' entries) or a final settlement ('settled:'). */
  paidOut: number
  /** Of those, the days a regular run pays ('payout:' entries). */
  paidByRun: number
}

async function statutoryType(db: Db, tenantId: number): Promise<string | null> {
  const types = await grantingTypes(db, tenantId)
  return types.find((type) => type.policy.entitlement === 'statutory')?.code ?? null
}

/** What an account took and had paid out of the statutory annual leave of `year`. */
export async function leaverAnnualLeave(
  db: Db,
  tenantId: number,
  userId: number | null,
  year: number,
): Promise<LeaverAnnualLeave> {
  const typeCode = await statutoryType(db, tenantId)
  const held = { typeCode, taken: 0, paidOut: 0, paidByRun: 0 }
  if (typeCode === null || userId === null) return held
  const rows = await db
    .selectFrom('leave_ledger')
    .select(['kind', 'entry_key', 'amount'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('type_code', '=', typeCode)
    .where('year', '=', year)
    .execute()
  for (const row of rows) {
    const amount = Number(row.amount)
    if (row.kind === 'taken' || row.kind === 'returned') held.taken += amount
    if (row.kind === 'payout') held.paidOut -= amount
    if (row.kind === 'payout' && row.entry_key.startsWith('payout:')) held.paidByRun -= amount
  }
  return held
}

/**
 * Records days of statutory annual leave paid by a final settlement (an off-cycle run): a 'payout' entry keyed
 * 'settled:<month>:<before>><after>' brings the balance down, so the leaver's payout on leaving finds nothing left,
 * and a month's regular run, which pays 'payout:' entries only, does not pay them again. Written once by its key.
 */
export async function recordSettledPayout(
  db: Db,
  entry: { tenantId: number; userId: number; year: number; month: string; days: number; byUser: number },
  now: number,
): Promise<void> {
  const typeCode = await statutoryType(db, entry.tenantId)
  if (typeCode === null || entry.days <= 0) return
  const { paidOut } = await leaverAnnualLeave(db, entry.tenantId, entry.userId, entry.year)
  const key = `settled:${entry.month}:${paidOut}>${paidOut + entry.days}`
  const base = { tenantId: entry.tenantId, userId: entry.userId, typeCode, year: entry.year }
  await post(
    db,
    [{ ...base, kind: 'payout', amount: -entry.days, key, byUser: entry.byUser, reason: 'final settlement' }],
    now,
  )
}
