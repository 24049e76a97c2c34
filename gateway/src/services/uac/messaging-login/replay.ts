import { createHash } from 'node:crypto'
import type { Db } from '../../../core/db/types'

/**
 * Marks a callback as used; answers false when it was used before (a replay). Counted in the
 * database, so a callback replayed to another gateway process is refused too.
 */
export async function claimOnce(db: Db, key: string, expiresAt: number, now: number): Promise<boolean> {
  await db.deleteFrom('messaging_replay').where('expires_at', '<', now).execute()
  const result = await db.insertInto('messaging_replay')
    .values({ key_hash: createHash('sha256').update(key).digest('hex'), expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('key_hash').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1
}
