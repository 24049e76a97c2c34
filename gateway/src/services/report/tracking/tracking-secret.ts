import { createHmac, randomBytes } from 'node:crypto'
import type { Db } from '../../../core/db/types'

let cached: { db: Db; secret: Buffer } | null = null

/**
 * The server secret every tracking and monitoring key derives from: one row of tracking_secret,
 * created by whichever gateway process needs it first (a racing insert is ignored), so every
 * process sharing the database derives the same keys.
 */
export async function trackingSecret(db: Db, now: number): Promise<Buffer> {
  if (cached?.db === db) return cached.secret
  await db
    .insertInto('tracking_secret')
    .values({ id: 1, secret: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const row = await db.selectFrom('tracking_secret').select('secret').where('id', '=', 1).executeTakeFirstOrThrow()
  cached = { db, secret: Buffer.from(row.secret, 'base64url') }
  return cached.secret
}

/** HMAC-SHA256 of the parts joined by newlines, base64url: the shape of every derived key. */
export function deriveKey(secret: Buffer, parts: Array<string | number>): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64url')
}
