import type { Db } from '../../core/db/types'
import { addressHold, addressNeedsCaptcha, recordAddressFailure } from './address-throttle'

// Brute-force limits on every password check (sign-in and the password change's old password),
// counted in the database so that every gateway process sees them:
// - one account from one address: 5 failures lock that pair for 15 minutes;
// - one account from any address: after 5 failures each further check waits a delay that doubles
//   per failure, at most one minute, so guesses rotated over many addresses stay slow while the
//   real user is never locked out for longer than a minute; after one failure (until a right
//   password, or 15 minutes after the latest failure) the account needs a solved captcha from any address;
// - one address across accounts: never locked; a captcha and slowed failures (address-throttle.ts).

export const LOGIN_FAILURE_LIMIT = 5
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000
export const ACCOUNT_FREE_FAILURES = 5
export const ACCOUNT_MAX_DELAY_MS = 60_000

const account = (name: string) => name.trim().toLowerCase()

/** The counters one password check of `name` from `ip` touches. */
export function throttleKeys(name: string, ip: string) {
  return { pair: `${account(name)}|${ip}`, account: `acct:${account(name)}`, name: account(name), ip }
}
export type ThrottleKeys = ReturnType<typeof throttleKeys>

/** The wait after `failures` failures of one account: none for the first five, then 1 s, 2 s, 4 s … up to a minute. */
export const accountDelay = (failures: number) =>
  failures < ACCOUNT_FREE_FAILURES ? 0 : Math.min(ACCOUNT_MAX_DELAY_MS, 1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES))

/** Milliseconds until a password check for these keys may run, or 0 when it may run now. */
export async function lockedFor(db: Db, keys: ThrottleKeys, now: number): Promise<number> {
  const rows = await db.selectFrom('login_failure').selectAll().where('key', 'in', [keys.pair, keys.account]).execute()
  let wait = 0
  for (const row of rows) {
    const since = Number(row.window_start)
    if (now - since >= LOGIN_FAILURE_WINDOW_MS) continue
    if (row.key === keys.account) wait = Math.max(wait, since + accountDelay(row.count) - now)
    else if (row.count >= LOGIN_FAILURE_LIMIT) wait = Math.max(wait, since + LOGIN_FAILURE_WINDOW_MS - now)
  }
  return Math.max(0, wait)
}

/** Whether a captcha is due: the account failed (from any address) in its window, or the address's limit is reached. */
export async function captchaDue(db: Db, keys: ThrottleKeys, now: number): Promise<boolean> {
  const row = await db.selectFrom('login_failure').select(['count', 'window_start']).where('key', '=', keys.account).executeTakeFirst()
  if (row && row.count > 0 && now - Number(row.window_start) < LOGIN_FAILURE_WINDOW_MS) return true
  return addressNeedsCaptcha(db, keys.ip, now)
}

/**
 * Counts one failure on the pair, the account and the address, then holds the caller back for the
 * address's delay (none up to its 20th failure). The pair window starts at its first failure; the
 * account's runs from its latest failure, which its growing delay is measured from.
 */
export async function recordLoginFailure(db: Db, keys: ThrottleKeys, now: number): Promise<void> {
  const hold = await db.transaction().execute(async (trx) => {
    for (const key of [keys.pair, keys.account]) {
      const row = await trx.selectFrom('login_failure').selectAll().where('key', '=', key).executeTakeFirst()
      const expired = row && now - Number(row.window_start) >= LOGIN_FAILURE_WINDOW_MS
      if (!row) await trx.insertInto('login_failure').values({ key, count: 1, window_start: now }).execute()
      else if (expired) await trx.updateTable('login_failure').set({ count: 1, window_start: now }).where('key', '=', key).execute()
      else {
        const start = key === keys.account ? now : Number(row.window_start)
        await trx.updateTable('login_failure').set({ count: row.count + 1, window_start: start }).where('key', '=', key).execute()
      }
    }
    return recordAddressFailure(trx, keys.ip, keys.name, now)
  })
  if (hold > 0) await addressHold.wait(hold)
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
