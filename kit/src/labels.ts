import type { Language } from '@hr-portal/ui'

/** The kit's own texts (those an app's catalogue does not hold). */
export const kitLabels: Record<
  Language,
  {
    notConnected: string
    failed: string
    portalSilent: string
    permissionChanged: string
    loginInvalid: string
    system: string
    network: string
    timeout: string
  }
> = {
  'zh-CN': {
    notConnected: '此应用须在门户内打开',
    failed: '操作失败',
    portalSilent: '门户暂时没有应答，请刷新页面后重试',
    permissionChanged: '登录权限已变更，请重新登录',
    loginInvalid: '登录信息失效，请重新登录',
    system: '系统错误',
    network: '网络异常，请检查网络连接',
    timeout: '超时',
  },
  en: {
    notConnected: 'This app must be opened inside the portal',
    failed: 'The change failed',
    portalSilent: 'The portal did not answer. Reload the page and try again.',
    permissionChanged: 'Login permissions changed, please log in again',
    loginInvalid: 'Login information is invalid, please log in again',
    system: 'system error',
    network: 'Network error, please check your connection',
    timeout: 'time out',
  },
}

/**
 * The gateway codes whose rejection text §8 fixes in English (the bridge's request wrapper rejects with it, whatever
 * the language): said in the shell's language instead. The shell's own prompt for them follows the language too.
 */
const FIXED_TEXTS: Record<number, 'permissionChanged' | 'loginInvalid'> = {
  404110: 'permissionChanged',
  401001: 'loginInvalid',
}

/** Penpal's codes for a bridge to the shell that is not there (never connected, closed, or silent). */
const SILENT = new Set(['CONNECTION_TIMEOUT', 'CONNECTION_DESTROYED', 'METHOD_CALL_TIMEOUT', 'TRANSMISSION_FAILED'])

/**
 * The request wrapper's codes of a failure without the gateway's own answer: an HTTP status with no envelope, an
 * answer that is not one, no network, no answer in time. Their messages are a developer's (`[POST] "…": 404 Not
 * Found`): the person reads §8's words instead.
 */
const TRANSPORT: Record<string, 'system' | 'network' | 'timeout'> = {
  http_status: 'system',
  invalid_response: 'system',
  network: 'network',
  timeout: 'timeout',
}

/**
 * What to tell the person about a failure: the kit's own words when the bridge to the portal failed (penpal's text is
 * a developer's English), for a request the gateway did not answer in its envelope, or for a code whose text §8
 * fixes in English; else the error's own message (the gateway's, already in the person's language).
 */
export function failureText(error: unknown, language: Language): string {
  const { code, serverCode } = (error ?? {}) as { code?: unknown; serverCode?: unknown }
  if (typeof code === 'string' && SILENT.has(code)) return kitLabels[language].portalSilent
  if (typeof code === 'string' && code in TRANSPORT && serverCode === undefined)
    return kitLabels[language][TRANSPORT[code]]
  if (typeof serverCode === 'number' && FIXED_TEXTS[serverCode]) return kitLabels[language][FIXED_TEXTS[serverCode]]
  return error instanceof Error ? error.message : String(error)
}
