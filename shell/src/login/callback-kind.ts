/**
 * §2: the query combinations that bring a user back from an enterprise messaging platform (or a
 * backend auto-login link) to /login. Returns which one the query carries, or null.
 */
export type CallbackKind = 'authCorpId' | 'corpId' | 'authCode' | 'systemFlag'

const COMBINATIONS: Array<[CallbackKind, string[]]> = [
  ['authCorpId', ['authCorpId', 'userId', 'vCode', 'sign', 'appCode']],
  ['corpId', ['corpId', 'authCode', 'timestamp', 'sign']],
  ['authCode', ['auth_code']],
  ['systemFlag', ['systemFlag', 'loginType', 'token']],
]

export function callbackKind(search: string): CallbackKind | null {
  const query = new URLSearchParams(search)
  return COMBINATIONS.find(([, keys]) => keys.every((key) => query.has(key)))?.[0] ?? null
}
