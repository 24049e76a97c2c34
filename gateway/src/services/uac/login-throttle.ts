import type { Db } from '../../core/db/types'

/** Failed sign-ins allowed per account and address within the window, before it locks. */
export const LOGIN_FAILURE_LIMIT = 5
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000

export const throttleKey = (account: string, ip: string) => `${account.trim().toLowerCase()}|${ip}`

/** Milliseconds until the key may try again, or 0 when it may try now. */
export async function lockedFor(db: Db, key: string, now: number): Promise<number> {
  const row = await db.selectFrom('login_failure').selectAll().where('key', '=', key).executeTakeFirst()
  if (!row || row.count < LOGIN_FAILURE_LIMIT) return 0
  return Math.max(0, Number(row.window_start) + LOGIN_FAILURE_WINDOW_MS - now)
}

/** Counts one failure; a window that has run out starts again. */
export async function recordLoginFailure(db: Db, key: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_failure').selectAll().where('key', '=', key).executeTakeFirst()
    if (!row) {
      await trx.insertInto('login_failure').values({ key, count: 1, window_start: now }).execute()
    } else if (now - Number(row.window_start) >= LOGIN_FAILURE_WINDOW_MS) {
      await trx.updateTable('login_failure').set({ count: 1, window_start: now }).where('key', '=', key).execute()
    } else {
      await trx.updateTable('login_failure').set({ count: row.count + 1 }).where('key', '=', key).execute()
    }
  })
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failure').where('key', '=', key).execute()
}
