import type { Platform } from '../../../integrations/messaging/types'

/** The §2 /login query combinations, in the shell's order (shell/src/login/callback-kind.ts), and who they come from. */
const COMBINATIONS: Array<[Platform | 'autoLogin', string[]]> = [
  ['feishu', ['authCorpId', 'userId', 'vCode', 'sign', 'appCode']],
  ['dingtalk', ['corpId', 'authCode', 'timestamp', 'sign']],
  ['wecom', ['auth_code']],
  ['autoLogin', ['systemFlag', 'loginType', 'token']],
]

/** Which platform (or the back office's auto-login) a callback comes from, or null when it is none of §2. */
export function callbackSource(body: Record<string, unknown>): Platform | 'autoLogin' | null {
  return (
    COMBINATIONS.find(([, keys]) => keys.every((key) => typeof body[key] === 'string' && body[key] !== ''))?.[0] ?? null
  )
}
