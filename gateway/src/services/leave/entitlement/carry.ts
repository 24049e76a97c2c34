import type { Db } from '../../../core/db/types'
import { type Entry, post } from './ledger'
import { payoutKey } from './payout'
import { grantingTypes } from './settle'

/** The balances of the tenant's accounts of a type in a year, in hundredths: given and used. */
async function balancesIn(db: Db, tenantId: number, year: number, typeCode: string) {
  return (
    await db
      .selectFrom('leave_balance')
      .select(['user_id', 'total', 'used'])
      .where('tenant_id', '=', tenantId)
      .where('year', '=', year)
      .where('type_code', '=', typeCode)
      .execute()
  ).map((row) => ({
    userId: row.user_id,
    total: Math.round(Number(row.total) * 100),
    used: Math.round(Number(row.used) * 100),
  }))
}

/**
 * Closes year `year - 1` into `year`: what is left of each granting type moves on up to the policy's carry-over days,
 * the rest expires, or where the policy pays them, is paid out in January's payroll (a 'payout' entry). The carried days are written first as leaving the old year, then as arriving in the new one from
 * what left, so a run stopped between the two completes on the next run.
 */
export async function closeYear(db: Db, tenantId: number, year: number, now: number): Promise<void> {
  for (const type of await grantingTypes(db, tenantId)) {
    const carryMax = Math.round(type.policy.carryDays * 100)
    const entries: Entry[] = []
    for (const row of await balancesIn(db, tenantId, year - 1, type.code)) {
      const left = row.total - row.used
      if (left <= 0) continue
      const carry = Math.min(left, carryMax)
      const base = { tenantId, userId: row.userId, typeCode: type.code, year: year - 1 }
      entries.push({ ...base, kind: 'carry', amount: -carry, key: 'carry-out' })
      const rest = left - carry
      if (type.policy.yearEnd === 'pay')
        entries.push({ ...base, kind: 'payout', amount: -rest, key: payoutKey(`${year}-01`, 0, rest) })
      else entries.push({ ...base, kind: 'expire', amount: -rest, key: 'expire' })
    }
    await post(db, entries, now)
    const out = await db
      .selectFrom('leave_ledger')
      .select(['user_id', 'amount'])
      .where('tenant_id', '=', tenantId)
      .where('year', '=', year - 1)
      .where('type_code', '=', type.code)
      .where('entry_key', '=', 'carry-out')
      .execute()
    await post(
      db,
      out.map((row) => ({
        tenantId,
        userId: row.user_id,
        typeCode: type.code,
        year,
        kind: 'carry' as const,
        amount: -Number(row.amount),
        key: 'carry-in',
      })),
      now,
    )
  }
}

/**
 * On and after the policy's expiry day (MM-DD) of `year`, the carried days not used by then expire: days taken in
 * the year come off the carried ones first.
 */
export async function expireCarried(db: Db, tenantId: number, year: number, onDay: string, now: number): Promise<void> {
  for (const type of await grantingTypes(db, tenantId)) {
    const expiry = type.policy.carryExpiry
    if (!expiry || onDay < `${year}-${expiry}`) continue
    const carried = await db
      .selectFrom('leave_ledger')
      .select(['user_id', 'amount'])
      .where('tenant_id', '=', tenantId)
      .where('year', '=', year)
      .where('type_code', '=', type.code)
      .where('entry_key', '=', 'carry-in')
      .execute()
    if (!carried.length) continue
    const balances = new Map((await balancesIn(db, tenantId, year, type.code)).map((row) => [row.userId, row]))
    const entries: Entry[] = []
    for (const row of carried) {
      const balance = balances.get(row.user_id)
      if (!balance) continue
      const unused = Math.max(0, Number(row.amount) - balance.used)
      const amount = Math.min(unused, Math.max(0, balance.total - balance.used))
      entries.push({
        tenantId,
        userId: row.user_id,
        typeCode: type.code,
        year,
        kind: 'expire',
        amount: -amount,
        key: 'carry-expire',
      })
    }
    await post(db, entries, now)
  }
}
