import { sql } from 'kysely'
import type { AppUserTable, Db } from '../../../core/db/types'

/**
 * The portal user the provider's claims name: `email` (compared without case) or `phone_number`
 * only when the provider says it verified them; any other configured claim is compared with the
 * user's e-mail as is. Null when there is no such user, or more than one.
 */
export async function matchUser(
  db: Db,
  claims: Record<string, unknown>,
  matchClaim: string,
): Promise<AppUserTable | null> {
  const value = claims[matchClaim]
  if (typeof value !== 'string' || !value.trim() || value.length > 200) return null
  if ((matchClaim === 'email' || matchClaim === 'phone_number') && claims[`${matchClaim}_verified`] !== true)
    return null
  const query = db.selectFrom('app_user').selectAll()
  const users =
    matchClaim === 'phone_number'
      ? await query
          .where('phone', '=', value.trim().replace(/^\+86\s*/, ''))
          .limit(2)
          .execute()
      : await query.where(sql<string>`lower(email)`, '=', value.trim().toLowerCase()).limit(2).execute()
  return users.length === 1 ? users[0] : null
}
