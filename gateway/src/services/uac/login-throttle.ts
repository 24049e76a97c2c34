import type { Db } from '../../core/db/types'

// Brute-force limits on every password check (sign-in and the password change's old password),
// counted in the database so that every gateway process sees them:
// - one account from one address: 5 failures lock that pair for 15 minutes;
// - one account from any address: after 5 failures each further check waits a delay that doubles
//   per failure, at most one minute, so guesses rotated over many addresses stay slow while the
//   real user is never locked out for longer than a minute;
// - one address across accounts: 20 failures lock the address for 15 minutes.

export const LOGIN_FAILURE_LIMIT = 5
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000
export const ACCOUNT_FREE_FAILURES = 5
export const ACCOUNT_MAX_DELAY_MS = 60_000
export const ADDRESS_FAILURE_LIMIT = 20

const account = (name: string) => name.trim().toLowerCase()

/** The counters one password check of `name` from `ip` touches. */
export function throttleKeys(name: string, ip: string) {
  return { pair: `${account(name)}|${ip}`, account: `acct:${account(name)}`, address: `ip:${ip}` }
}
export type ThrottleKeys = ReturnType<typeof throttleKeys>

/** The wait after `failures` failures of one account: none for the first five, then 1 s, 2 s, 4 s … up to a minute. */
export const accountDelay = (failures: number) =>
  failures < ACCOUNT_FREE_FAILURES ? 0 : Math.min(ACCOUNT_MAX_DELAY_MS, 1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES))

/** Milliseconds until a password check for these keys may run, or 0 when it may run now. */
export async function lockedFor(db: Db, keys: ThrottleKeys, now: number): Promise<number> {
  const rows = await db.selectFrom('login_failure').selectAll().where('key', 'in', [keys.pair, keys.account, keys.address]).execute()
  let wait = 0
  for (const row of rows) {
    const since = Number(row.window_start)
    if (now - since >= LOGIN_FAILURE_WINDOW_MS) continue
    if (row.key === keys.account) wait = Math.max(wait, since + accountDelay(row.count) - now)
    else if (row.count >= (row.key === keys.pair ? LOGIN_FAILURE_LIMIT : ADDRESS_FAILURE_LIMIT)) wait = Math.max(wait, since + LOGIN_FAILURE_WINDOW_MS - now)
  }
  return Math.max(0, wait)
}

/** Whether the account (from anywhere) or the address (for any account) failed within the window: a captcha is due. */
export async function hasFailures(db: Db, keys: ThrottleKeys, now: number): Promise<boolean> {
  const rows = await db.selectFrom('login_failure').select(['count', 'window_start']).where('key', 'in', [keys.account, keys.address]).execute()
  return rows.some((row) => row.count > 0 && now - Number(row.window_start) < LOGIN_FAILURE_WINDOW_MS)
}

/**
 * Counts one failure on every key. The pair and address windows start at their first failure;
 * the account's runs from its latest failure, which its growing delay is measured from.
 */
export async function recordLoginFailure(db: Db, keys: ThrottleKeys, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const key of [keys.pair, keys.account, keys.address]) {
      const row = await trx.selectFrom('login_failure').selectAll().where('key', '=', key).executeTakeFirst()
      const expired = row && now - Number(row.window_start) >= LOGIN_FAILURE_WINDOW_MS
      if (!row) await trx.insertInto('login_failure').values({ key, count: 1, window_start: now }).execute()
      else if (expired) await trx.updateTable('login_failure').set({ count: 1, window_start: now }).where('key', '=', key).execute()
      else {
        const start = key === keys.account ? now : Number(row.window_start)
        await trx.updateTable('login_failure').set({ count: row.count + 1, window_start: start }).where('key', '=', key).execute()
      }
    }
  })
}

/** A right password clears the account's own counters; the address keeps its count. */
export async function clearLoginFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_failure').where('key', 'in', [keys.pair, keys.account]).execute()
}

/** The 400105 text for a wait: seconds below two minutes, else minutes. */
export function waitText(waitMs: number): string {
  if (waitMs < 120_000) return `Too many failed sign-in attempts, please try again in ${Math.ceil(waitMs / 1000)} seconds`
  return `Too many failed sign-in attempts, please try again in ${Math.ceil(waitMs / 60_000)} minutes`
}
