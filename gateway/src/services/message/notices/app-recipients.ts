import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { hookOf, wiringOf } from '../../../core/service'
import type { SenderApp } from './app-sender'

/** How one app's pseudonymous ids of a tenant's accounts are made (the accounts service owns them and hands this). */
export type AppPseudonymsOf = (db: Db, tenantId: number, appCode: string) => Promise<{ ofUser(userId: number): string }>

/** Where the accounts service hands its pseudonyms (it sits above this service, so this one cannot import it). */
export const APP_PSEUDONYMS = hookOf<AppPseudonymsOf>('message.appPseudonyms')

/**
 * The accounts an app message goes to, or undefined when any recipient is refused (then it goes to nobody). A
 * first-party app names accounts by id; a third-party app names users by the pseudonymous ids it got for them in this
 * tenant (session.user, the directory), mapped back here, so it never sees an account id and cannot reach a guessed
 * one. The caller answers every refusal alike: whether an id is unknown, of another app or tenant, or of the other
 * kind is never told.
 */
export async function appRecipients(
  ctx: GatewayContext,
  tenantId: number,
  sender: Pick<SenderApp, 'code' | 'party'>,
  ids: ReadonlyArray<number | string>,
): Promise<number[] | undefined> {
  if (sender.party === 'first') return ids.every((id) => typeof id === 'number') ? (ids as number[]) : undefined
  if (!ids.every((id) => typeof id === 'string')) return undefined
  const pseudonymsOf = wiringOf(ctx.db).one(APP_PSEUDONYMS)
  if (!pseudonymsOf) return undefined
  const pseudonyms = await pseudonymsOf(ctx.db, tenantId, sender.code)
  // One pass over the tenant's accounts: the pseudonym is one-way, so each account's is computed and looked up.
  const wanted = new Set(ids)
  const found = new Map<string, number>()
  const members = await ctx.db.selectFrom('user_tenant').select('user_id').where('tenant_id', '=', tenantId).execute()
  for (const { user_id } of members) {
    const pseudonym = pseudonyms.ofUser(user_id)
    if (wanted.has(pseudonym)) found.set(pseudonym, user_id)
  }
  if (found.size !== wanted.size) return undefined
  return [...new Set(found.values())]
}
