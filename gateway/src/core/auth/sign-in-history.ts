import { randomUUID } from 'node:crypto'
import type { Db } from '../db/types'

/** How many sign-ins a user's security settings list. */
export const HISTORY_SHOWN = 10

export interface SignIn {
  userId: number
  tenantId: number
  at: number
  ip: string
  userAgent: string
  method: string
}

/** Records one successful sign-in (called by issueLogin for every method). */
export async function recordSignIn(db: Db, entry: SignIn): Promise<void> {
  await db
    .insertInto('sign_in_history')
    .values({
      tenant_id: entry.tenantId,
      id: randomUUID(),
      user_id: entry.userId,
      at: entry.at,
      ip: entry.ip.slice(0, 100),
      user_agent: entry.userAgent.slice(0, 300),
      method: entry.method.slice(0, 30),
    })
    .execute()
}

/** The user's latest sign-ins, newest first. */
export async function lastSignIns(db: Db, userId: number, limit = HISTORY_SHOWN) {
  const rows = await db
    .selectFrom('sign_in_history')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    at: Number(row.at),
    ip: row.ip,
    userAgent: row.user_agent,
    method: row.method,
    tenantId: row.tenant_id,
  }))
}
