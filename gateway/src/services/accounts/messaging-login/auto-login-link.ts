import { createAutoLoginToken, LOGIN_TYPES } from './auto-login-token'

/**
 * `cli.mjs auto-login-link --mobile <mobile> [--tenant <id>] [--system <flag>] [--type auto|backend]`:
 * prints a single-use /login link (§2 systemFlag, loginType, token) valid 5 minutes, signed with
 * AUTO_LOGIN_SECRET, for the back office to hand to a user. Answers the exit code and the line to print.
 */
export function autoLoginLink(
  env: Record<string, string | undefined>,
  given: Record<string, string>,
  now = Date.now(),
): { code: number; text: string } {
  const secret = env.AUTO_LOGIN_SECRET
  if (!secret)
    return {
      code: 1,
      text: 'auto-login-link: AUTO_LOGIN_SECRET is not set (the gateway must run with the same secret)',
    }
  const mobile = given.mobile ?? ''
  if (!/^1\d{10}$/.test(mobile))
    return { code: 1, text: "auto-login-link: --mobile must be the user's 11-digit mobile number" }
  const tenantId = given.tenant === undefined ? undefined : Number(given.tenant)
  if (tenantId !== undefined && (!Number.isInteger(tenantId) || tenantId < 1))
    return { code: 1, text: 'auto-login-link: --tenant must be a tenant id' }
  const systemFlag = given.system ?? 'backoffice'
  const loginType = given.type ?? 'auto'
  if (!(LOGIN_TYPES as readonly string[]).includes(loginType))
    return { code: 1, text: `auto-login-link: --type must be one of ${LOGIN_TYPES.join(', ')}` }
  if (!/^[A-Za-z0-9_.-]{1,40}$/.test(systemFlag))
    return { code: 1, text: 'auto-login-link: --system must be 1 to 40 letters, digits, _ . or -' }
  const origin = env.SHELL_ORIGIN || `http://localhost:${env.PORT || 4100}`
  const token = createAutoLoginToken(secret, systemFlag, loginType, { mobile, ...(tenantId ? { tenantId } : {}) }, now)
  return { code: 0, text: `${origin}/login?${new URLSearchParams({ systemFlag, loginType, token })}` }
}
