import type { Db } from '../../core/db/types'
import { countDown, countUp } from '../../core/db/counters'
import { addressNeedsCaptcha } from './address-throttle'

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

/** What a look at the counters found: the wait before a check may run (0: now), and the account's failures in its window. */
export interface ThrottleLook {
  wait: number
  accountFailures: number
}

/** Looks at the pair's and the account's counters: how long until a password check for these keys may run. */
export async function lookAtThrottle(db: Db, keys: ThrottleKeys, now: number): Promise<ThrottleLook> {
  const rows = await db.selectFrom('login_failure').selectAll().where('key', 'in', [keys.pair, keys.account]).execute()
  let wait = 0
  let accountFailures = 0
  for (const row of rows) {
    const since = Number(row.window_start)
    if (now - since >= LOGIN_FAILURE_WINDOW_MS) continue
    if (row.key === keys.account) {
      accountFailures = row.count
      wait = Math.max(wait, since + accountDelay(row.count) - now)
    } else if (row.count >= LOGIN_FAILURE_LIMIT) wait = Math.max(wait, since + LOGIN_FAILURE_WINDOW_MS - now)
  }
  return { wait: Math.max(0, wait), accountFailures }
}

/**
 * Counts a password check as a failure of the pair and of the account before the password is compared (each in
 * one statement), so checks made together cannot all find the counters unspent. `seen` is what lookAtThrottle
 * found. Answers 0 when the check may run; else the wait, after taking the counts back: the pair is past its
 * limit, or the account is past its free failures and another check counted since `seen` (its delay runs from now).
 */
export async function claimCheck(db: Db, keys: ThrottleKeys, seen: ThrottleLook, now: number): Promise<number> {
  const pair = await countUp(db, 'login_failure', keys.pair, { windowMs: LOGIN_FAILURE_WINDOW_MS }, now)
  const account = await countUp(
    db,
    'login_failure',
    keys.account,
    { windowMs: LOGIN_FAILURE_WINDOW_MS, slide: true },
    now,
  )
  const pairOver = pair.count > LOGIN_FAILURE_LIMIT
  const accountOver = account.count > ACCOUNT_FREE_FAILURES && account.count !== seen.accountFailures + 1
  if (!pairOver && !accountOver) return 0
  await countDown(db, 'login_failure', keys.pair)
  await countDown(db, 'login_failure', keys.account)
  const pairWait = pairOver ? pair.windowStart + LOGIN_FAILURE_WINDOW_MS - now : 0
  return Math.max(1, pairWait, accountOver ? accountDelay(account.count - 1) : 0)
}

/** Whether a captcha is due: the account failed (from any address) in its window, or the address's limit is reached. */
export async function captchaDue(db: Db, keys: ThrottleKeys, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('login_failure')
    .select(['count', 'window_start'])
    .where('key', '=', keys.account)
    .executeTakeFirst()
  if (row && row.count > 0 && now - Number(row.window_start) < LOGIN_FAILURE_WINDOW_MS) return true
  return addressNeedsCaptcha(db, keys.ip, now)
}

/** A right password clears the account's own counters; the address keeps its count. */
export async function clearLoginFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_failure').where('key', 'in', [keys.pair, keys.account]).execute()
}

/** The 400105 text for a wait: seconds below two minutes, else minutes. */
export function waitText(waitMs: number): string {
  if (waitMs < 120_000)
    return `Too many failed sign-in attempts, please try again in ${Math.ceil(waitMs / 1000)} seconds`
  return `Too many failed sign-in attempts, please try again in ${Math.ceil(waitMs / 60_000)} minutes`
}
