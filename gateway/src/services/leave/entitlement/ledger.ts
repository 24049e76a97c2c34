import { randomUUID } from 'node:crypto'
import type { Db } from '../../../core/db/types'

/**
 * Every change of a leave balance is one ledger row; `leave_balance` holds each account's, type's and year's sums of
 * them (`total`: what was given; `used`: what was taken less what came back). An entry's key is unique in its
 * account, type and year: posting the same grant, expiry or taking twice writes it once.
 */
export type EntryKind =
  | 'grant'
  | 'accrual'
  | 'correction'
  | 'leaver'
  | 'carry'
  | 'expire'
  | 'forfeit'
  | 'adjust'
  | 'payout'
  | 'opening'
  | 'taken'
  | 'returned'

/** The kinds that move what was taken (`used`); every other kind moves what was given (`total`). */
const USE_KINDS: readonly EntryKind[] = ['taken', 'returned']

export interface Entry {
  tenantId: number
  userId: number
  typeCode: string
  year: number
  kind: EntryKind
  /** Hundredths of the type's unit (a day or an hour). */
  amount: number
  key: string
  reason?: string
  byUser?: number | null
}

/** Rows a statement takes at most (SQLite's bound-parameter limit). */
const CHUNK = 300

/**
 * Writes the entries not written before (by their key) and brings the balances they touch up to date, in one
 * transaction (the caller's, or its own): a process killed in between leaves neither, never entries whose balances
 * the next run, finding the entries written, would not bring up to date.
 */
export async function post(db: Db, entries: Entry[], now: number): Promise<void> {
  const written = entries.filter((entry) => entry.amount !== 0)
  if (!written.length) return
  if (db.isTransaction) await write(db, written, now)
  else await db.transaction().execute((trx) => write(trx, written, now))
}

async function write(db: Db, written: Entry[], now: number): Promise<void> {
  for (let start = 0; start < written.length; start += CHUNK) {
    await db
      .insertInto('leave_ledger')
      .values(
        written.slice(start, start + CHUNK).map((entry) => ({
          tenant_id: entry.tenantId,
          id: randomUUID(),
          user_id: entry.userId,
          type_code: entry.typeCode,
          year: entry.year,
          kind: entry.kind,
          amount: Math.round(entry.amount),
          entry_key: entry.key,
          reason: (entry.reason ?? '').slice(0, 200),
          by_user: entry.byUser ?? null,
          created_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'user_id', 'type_code', 'year', 'entry_key']).doNothing(),
      )
      .execute()
  }
  const touched = new Map<string, Entry>()
  for (const entry of written) touched.set(`${entry.tenantId}:${entry.userId}:${entry.typeCode}:${entry.year}`, entry)
  await settleBalances(db, [...touched.values()])
}

/** Sets each touched balance to its ledger's sums. */
async function settleBalances(db: Db, keys: Entry[]): Promise<void> {
  const byYear = new Map<string, Entry[]>()
  for (const key of keys) {
    const group = `${key.tenantId}:${key.year}`
    byYear.set(group, [...(byYear.get(group) ?? []), key])
  }
  for (const group of byYear.values()) {
    const { tenantId, year } = group[0]
    for (let start = 0; start < group.length; start += CHUNK) {
      const part = group.slice(start, start + CHUNK)
      const sums = await db
        .selectFrom('leave_ledger')
        .select(['user_id', 'type_code', 'kind', (eb) => eb.fn.sum<number>('amount').as('amount')])
        .where('tenant_id', '=', tenantId)
        .where('year', '=', year)
        .where('user_id', 'in', [...new Set(part.map((key) => key.userId))])
        .where('type_code', 'in', [...new Set(part.map((key) => key.typeCode))])
        .groupBy(['user_id', 'type_code', 'kind'])
        .execute()
      const rows = part.map((key) => {
        const mine = sums.filter((sum) => sum.user_id === key.userId && sum.type_code === key.typeCode)
        const total = (uses: boolean) =>
          mine
            .filter((sum) => USE_KINDS.includes(sum.kind as EntryKind) === uses)
            .reduce((acc, sum) => acc + Number(sum.amount), 0) / 100
        return {
          tenant_id: tenantId,
          user_id: key.userId,
          year,
          type_code: key.typeCode,
          total: total(false),
          used: total(true),
        }
      })
      await db
        .insertInto('leave_balance')
        .values(rows)
        .onConflict((conflict) =>
          conflict
            .columns(['tenant_id', 'user_id', 'year', 'type_code'])
            .doUpdateSet((eb) => ({ total: eb.ref('excluded.total'), used: eb.ref('excluded.used') })),
        )
        .execute()
    }
  }
}

/** The ledger of an account's type in a year, oldest first. */
export async function entriesOf(db: Db, tenantId: number, userId: number, typeCode: string, year: number) {
  return db
    .selectFrom('leave_ledger')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('type_code', '=', typeCode)
    .where('year', '=', year)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}
