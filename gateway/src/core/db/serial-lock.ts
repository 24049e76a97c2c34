import { sql } from 'kysely'
import { isPostgres } from './dialect'
import type { Db } from './types'

/**
 * Makes the transaction `trx` wait for the lock named `key` and hold it until the transaction ends, so transactions
 * taking the same key run one after another: a check and the write it allows (a leave balance read, then taken) see
 * each other's commits. PostgreSQL: a transaction-scoped advisory lock on the key's 64-bit hash. SQLite: nothing more
 * is needed — a process runs its transactions one at a time on its one connection, and a transaction that read
 * before another process wrote cannot write after it (SQLITE_BUSY), so it fails rather than passing unseen.
 */
export async function lockFor(trx: Db, key: string): Promise<void> {
  if (!trx.isTransaction) throw new Error(`lockFor(${key}) needs a transaction: outside one the lock would end at once`)
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx)
}
