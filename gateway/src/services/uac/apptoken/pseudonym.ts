import { createHmac, randomBytes } from 'node:crypto'
import type { Db } from '../../../core/db/types'

/** The per-app server secret, created on first use; an app cannot link its ids to another app's. */
async function appSecret(db: Db, appId: string): Promise<string> {
  await db.insertInto('app_secret').values({ app_id: appId, secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('app_id').doNothing()).execute()
  const row = await db.selectFrom('app_secret').select('secret').where('app_id', '=', appId).executeTakeFirstOrThrow()
  return row.secret
}

/** A stable per-app pseudonymous user id: HMAC-SHA256(userId) under the app's secret, base64url. */
export async function pseudonymousUserId(db: Db, appId: string, userId: number): Promise<string> {
  return createHmac('sha256', await appSecret(db, appId)).update(String(userId)).digest('base64url')
}
