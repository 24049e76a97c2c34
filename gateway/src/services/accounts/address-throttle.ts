import { setTimeout as sleep } from 'node:timers/promises'
import { addressGroup } from '../../core/address-group'
import { countUp, markOnce } from '../../core/db/counters'
import type { Db } from '../../core/db/types'

// The limits of one address across accounts (an office behind one address signs in from it):
// the address is never locked. Its window starts at its first failed password and lasts 15 minutes.
// - From 10 failures over at least 3 distinct accounts in the window, every password check from the
//   address needs a solved captcha first.
// - Past 20 failures, the answer to each further failed password from the address is held back by a
//   delay that doubles from 250 ms to at most 3 s. A right password is answered at once.
// The address's /24 or /64 network counts the same way with NETWORK_TIMES the numbers, so that one rotating through
// the addresses of its network meets the captcha and the delays all the same.
// Rows of login_failure: `ip:<ip>` counts the failures; `ipaccts:<ip>` counts the distinct accounts,
// and `ipacct:<ip>|<account>` marks an account as counted in the window that starts at its window_start;
// `net:`, `netaccts:` and `netacct:` the same for the network.

export const ADDRESS_WINDOW_MS = 15 * 60 * 1000
export const ADDRESS_CAPTCHA_FAILURES = 10
export const ADDRESS_CAPTCHA_ACCOUNTS = 3
export const ADDRESS_SLOW_FAILURES = 20
export const ADDRESS_FIRST_DELAY_MS = 250
export const ADDRESS_MAX_DELAY_MS = 3000
/** A network's failures (for the captcha and the delays) are this many times an address's; its accounts the same. */
export const NETWORK_TIMES = 3

/** Where one address's failures count: for the address, and for its network with NETWORK_TIMES the failures. */
const scopesOf = (ip: string) => [
  { failures: `ip:${ip}`, accounts: `ipaccts:${ip}`, marker: (account: string) => `ipacct:${ip}|${account}`, times: 1 },
  {
    failures: `net:${addressGroup(ip)}`,
    accounts: `netaccts:${addressGroup(ip)}`,
    marker: (account: string) => `netacct:${addressGroup(ip)}|${account}`,
    times: NETWORK_TIMES,
  },
]

/** The hold before answering the `failures`-th failed password of an address in its window: 0 up to 20, then 250 ms, 500 ms, 1 s … at most 3 s. */
export const addressDelay = (failures: number, times = 1) => {
  const over = failures - ADDRESS_SLOW_FAILURES * times
  return over <= 0 ? 0 : Math.min(ADDRESS_MAX_DELAY_MS, ADDRESS_FIRST_DELAY_MS * 2 ** (over - 1))
}

/** How a failed answer is held back (an object, so that tests can stand in for the clock). */
export const addressHold = { wait: (ms: number): Promise<unknown> => sleep(ms) }

/** Whether the address's window holds 10 failures over 3 accounts, or its network's 30: a captcha is due for any account. */
export async function addressNeedsCaptcha(db: Db, ip: string, now: number): Promise<boolean> {
  for (const scope of scopesOf(ip)) {
    const rows = await db
      .selectFrom('login_failure')
      .selectAll()
      .where('key', 'in', [scope.failures, scope.accounts])
      .execute()
    const failures = rows.find((row) => row.key === scope.failures)
    const accounts = rows.find((row) => row.key === scope.accounts)
    if (!failures || !accounts || now - Number(failures.window_start) >= ADDRESS_WINDOW_MS) continue
    const sameWindow = Number(accounts.window_start) === Number(failures.window_start)
    if (
      sameWindow &&
      failures.count >= ADDRESS_CAPTCHA_FAILURES * scope.times &&
      accounts.count >= ADDRESS_CAPTCHA_ACCOUNTS
    )
      return true
  }
  return false
}

/**
 * Counts one failed password of `account` (normalised) from `ip`, for the address and its network, and answers how
 * long the failed answer is to be held back. Each counter changes in one statement, so failures made together all count.
 */
export async function recordAddressFailure(db: Db, ip: string, account: string, now: number): Promise<number> {
  let hold = 0
  for (const scope of scopesOf(ip)) {
    const failures = await countUp(db, 'login_failure', scope.failures, { windowMs: ADDRESS_WINDOW_MS }, now)
    if (await markOnce(db, 'login_failure', scope.marker(account), failures.windowStart)) {
      await countUp(db, 'login_failure', scope.accounts, { windowStart: failures.windowStart }, now)
    }
    hold = Math.max(hold, addressDelay(failures.count, scope.times))
  }
  return hold
}
