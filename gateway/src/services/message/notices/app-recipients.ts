import type { GatewayContext } from '../../../core/context'
import { appPseudonyms } from '../../accounts'
import type { SenderApp } from './app-sender'

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
  const pseudonyms = await appPseudonyms(ctx.db, tenantId, sender.code)
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
