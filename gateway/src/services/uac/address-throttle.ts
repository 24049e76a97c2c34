import { setTimeout as sleep } from 'node:timers/promises'
import { countUp, markOnce } from '../../core/db/counters'
import type { Db } from '../../core/db/types'

// The limits of one address across accounts (an office behind one address signs in from it):
// the address is never locked. Its window starts at its first failed password and lasts 15 minutes.
// - From 10 failures over at least 3 distinct accounts in the window, every password check from the
//   address needs a solved captcha first.
// - Past 20 failures, the answer to each further failed password from the address is held back by a
//   delay that doubles from 250 ms to at most 3 s. A right password is answered at once.
// Rows of login_failure: `ip:<ip>` counts the failures; `ipaccts:<ip>` counts the distinct accounts,
// and `ipacct:<ip>|<account>` marks an account as counted in the window that starts at its window_start.

export const ADDRESS_WINDOW_MS = 15 * 60 * 1000
export const ADDRESS_CAPTCHA_FAILURES = 10
export const ADDRESS_CAPTCHA_ACCOUNTS = 3
export const ADDRESS_SLOW_FAILURES = 20
export const ADDRESS_FIRST_DELAY_MS = 250
export const ADDRESS_MAX_DELAY_MS = 3000

const failuresKey = (ip: string) => `ip:${ip}`
const accountsKey = (ip: string) => `ipaccts:${ip}`
const markerKey = (ip: string, account: string) => `ipacct:${ip}|${account}`

/** The hold before answering the `failures`-th failed password of an address in its window: 0 up to 20, then 250 ms, 500 ms, 1 s … at most 3 s. */
export const addressDelay = (failures: number) =>
  failures <= ADDRESS_SLOW_FAILURES ? 0 : Math.min(ADDRESS_MAX_DELAY_MS, ADDRESS_FIRST_DELAY_MS * 2 ** (failures - ADDRESS_SLOW_FAILURES - 1))

/** How a failed answer is held back (an object, so that tests can stand in for the clock). */
export const addressHold = { wait: (ms: number): Promise<unknown> => sleep(ms) }

/** Whether the address's window holds 10 failures over 3 accounts: a captcha is due for any account. */
export async function addressNeedsCaptcha(db: Db, ip: string, now: number): Promise<boolean> {
  const rows = await db.selectFrom('login_failure').selectAll().where('key', 'in', [failuresKey(ip), accountsKey(ip)]).execute()
  const failures = rows.find((row) => row.key === failuresKey(ip))
  const accounts = rows.find((row) => row.key === accountsKey(ip))
  if (!failures || !accounts || now - Number(failures.window_start) >= ADDRESS_WINDOW_MS) return false
  const sameWindow = Number(accounts.window_start) === Number(failures.window_start)
  return sameWindow && failures.count >= ADDRESS_CAPTCHA_FAILURES && accounts.count >= ADDRESS_CAPTCHA_ACCOUNTS
}

/**
 * Counts one failed password of `account` (normalised) from `ip`, and answers how long the failed answer is to
 * be held back. Each counter changes in one statement, so failures made together all count.
 */
export async function recordAddressFailure(db: Db, ip: string, account: string, now: number): Promise<number> {
  const failures = await countUp(db, 'login_failure', failuresKey(ip), { windowMs: ADDRESS_WINDOW_MS }, now)
  if (await markOnce(db, 'login_failure', markerKey(ip, account), failures.windowStart)) {
    await countUp(db, 'login_failure', accountsKey(ip), { windowStart: failures.windowStart }, now)
  }
  return addressDelay(failures.count)
}
