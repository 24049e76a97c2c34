import type { Db } from '../../core/db/types'
import { addressHold, recordAddressFailure } from './address-throttle'
import { claimCheck, clearLoginFailures, lookAtThrottle, type ThrottleKeys } from './login-throttle'

/** A password check's outcome: right, wrong, or held back for `waitMs` by earlier failures. */
export type PasswordCheck = { ok: true } | { ok: false; waitMs: number }

/**
 * Every password check (sign-in, reconfirmation, the password change's and rebinding's old password) goes through
 * here: refused while the counters of login-throttle.ts hold it back; `before` (a captcha, say) runs next; then the
 * check counts as a failure ahead of `matches` (so guesses sent together are held back as if sent one by one).
 * A right password clears the account's counters; a wrong one also counts for the address, whose many failures
 * hold the answer back (address-throttle.ts).
 */
export async function guardPasswordCheck(
  db: Db,
  keys: ThrottleKeys,
  now: () => number,
  matches: () => Promise<boolean>,
  before?: () => Promise<void>,
): Promise<PasswordCheck> {
  const seen = await lookAtThrottle(db, keys, now())
  if (seen.wait > 0) return { ok: false, waitMs: seen.wait }
  if (before) await before()
  const wait = await claimCheck(db, keys, seen, now())
  if (wait > 0) return { ok: false, waitMs: wait }
  if (await matches()) {
    await clearLoginFailures(db, keys)
    return { ok: true }
  }
  const hold = await recordAddressFailure(db, keys.ip, keys.name, now())
  if (hold > 0) await addressHold.wait(hold)
  return { ok: false, waitMs: 0 }
}
