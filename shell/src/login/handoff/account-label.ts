import * as v from 'valibot'
import { getToken, LOCAL, readJson } from '../../lib/storage'
import { LoginUser } from '../../session/schemas'

/** An account as a person recognises it: "马超 (hr)", or the account name alone. */
export function accountLabel(account: { realName?: string | null; userName: string }): string {
  const real = account.realName?.trim()
  return real && real !== account.userName ? `${real} (${account.userName})` : account.userName
}

/** The account signed in in this browser (§3 `t` and `userinfo`), or null when there is no session. */
export function signedInAccount(): { loginUserId: string; label: string } | null {
  if (!getToken()) return null
  const user = readJson(localStorage, LOCAL.userinfo, (value): value is LoginUser => v.is(LoginUser, value))
  return { loginUserId: user ? String(user.loginUserId) : '', label: user ? accountLabel(user) : '' }
}
