import { createHash } from 'node:crypto'
import type { Db } from '../../../core/db/types'

/**
 * Marks a callback as used; answers false when it was used before (a replay). Counted in the
 * database, so a callback replayed to another gateway process is refused too.
 */
export async function claimOnce(db: Db, key: string, expiresAt: number, now: number): Promise<boolean> {
  await db.deleteFrom('messaging_replay').where('expires_at', '<', now).execute()
  const result = await db
    .insertInto('messaging_replay')
    .values({ key_hash: createHash('sha256').update(key).digest('hex'), expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('key_hash').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1
}

/** Whether a callback or token was accepted before, without marking it. */
export async function wasClaimed(db: Db, key: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('messaging_replay')
    .select('expires_at')
    .where('key_hash', '=', createHash('sha256').update(key).digest('hex'))
    .executeTakeFirst()
  return row !== undefined && Number(row.expires_at) >= now
}
