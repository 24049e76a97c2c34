import type { Db } from '../../../core/db/types'
import { hashToken, newToken } from '../../../core/auth/token'

/** How long an operator has to choose the tenant once the e-mail code checked. */
export const TICKET_TTL_MS = 10 * 60 * 1000

/** A single-use ticket saying the operator's code checked; only its hash is stored. */
export async function createTicket(db: Db, userId: number, now: number): Promise<string> {
  const ticket = newToken()
  await db
    .insertInto('super_login_ticket')
    .values({
      token_hash: hashToken(ticket),
      user_id: userId,
      created_at: now,
      expires_at: now + TICKET_TTL_MS,
      used_at: null,
    })
    .execute()
  return ticket
}

/** The user id of a live ticket, which is spent; undefined when unknown, expired or used. */
export async function spendTicket(db: Db, ticket: string, now: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('super_login_ticket')
    .selectAll()
    .where('token_hash', '=', hashToken(ticket))
    .executeTakeFirst()
  if (!row || row.used_at !== null || Number(row.expires_at) <= now) return undefined
  const spent = await db
    .updateTable('super_login_ticket')
    .set({ used_at: now })
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(spent.numUpdatedRows) === 1 ? row.user_id : undefined
}
