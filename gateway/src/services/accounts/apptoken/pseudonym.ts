import { createHmac, randomBytes } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import { hookOf, wiringOf } from '../../../core/service'

/**
 * Which round of pseudonymous ids an app has in a tenant (0 at its first install): the webhooks service starts a new
 * round when an uninstalled app is installed again, unless the administrator kept its ids.
 */
export type PseudonymRound = (db: Db, tenantId: number, appCode: string) => Promise<number>
export const PSEUDONYM_ROUND = hookOf<PseudonymRound>('accounts.pseudonymRound')

/** The per-app server secret, created on first use; an app cannot link its ids to another app's. */
async function appSecret(db: Db, appCode: string): Promise<string> {
  await db
    .insertInto('app_secret')
    .values({ app_id: appCode, secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('app_id').doNothing())
    .execute()
  const row = await db.selectFrom('app_secret').select('secret').where('app_id', '=', appCode).executeTakeFirstOrThrow()
  return row.secret
}

/** The ids one app sees in one tenant: stable, never the portal's own ids, unlinkable across apps and tenants. */
export interface AppPseudonyms {
  /** The pseudonym of an account (the app token's `sub`, `session.user`'s id, a directory row's id). */
  ofUser(userId: number): string
  /** The pseudonym of a staff record without an account, in a space of its own (never equal to an account's). */
  ofStaff(staffId: number): string
  /** The account of the tenant whose pseudonym this is, or undefined (no account of the tenant has it). */
  userOf(pseudonym: string): Promise<number | undefined>
}

/**
 * The pseudonyms of app `appCode` in `tenantId`: HMAC-SHA256 of (kind, tenant, app code, id, and the round after the
 * first) under the app's server secret, base64url (43 characters). The secret is read once per call of this function.
 */
export async function appPseudonyms(db: Db, tenantId: number, appCode: string): Promise<AppPseudonyms> {
  const secret = await appSecret(db, appCode)
  const round = (await wiringOf(db).one(PSEUDONYM_ROUND)?.(db, tenantId, appCode)) ?? 0
  const suffix = round > 0 ? `\n#${round}` : ''
  const hmac = (kind: 'user' | 'staff', id: number) =>
    createHmac('sha256', secret).update(`${kind}\n${tenantId}\n${appCode}\n${id}${suffix}`).digest('base64url')
  return {
    ofUser: (userId) => hmac('user', userId),
    ofStaff: (staffId) => hmac('staff', staffId),
    async userOf(pseudonym) {
      // Only the tenant's accounts can be behind it: the HMAC is one-way, so each is tried.
      const members = await db.selectFrom('user_tenant').select('user_id').where('tenant_id', '=', tenantId).execute()
      return members.find((member) => hmac('user', member.user_id) === pseudonym)?.user_id
    },
  }
}
