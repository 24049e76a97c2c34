import { dirsyncContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'
import { isOfficialApiUrl } from '../../integrations/messaging/api-hosts'
import { MessagingError } from '../../integrations/messaging/types'
import { PlatformApiError, SuiteTicketMissing } from '../../integrations/messaging/directory'
import { isTextKey, platformName, say, type TextKey } from './texts'

/** Envelope codes of directory sync (range 4112xx), as the contract declares them (api/src/dirsync/codes.ts). */
export const dirsyncCodes = dirsyncContract.DIRSYNC

/** A GatewayError worded in both languages (the answer picks the request's). */
export function dirsyncError(code: number, key: TextKey, vars: Record<string, string> = {}): GatewayError {
  const word = (lang: Lang) =>
    say(lang, key, { ...vars, platform: vars.platform ? platformName(lang, vars.platform) : '' })
  return new GatewayError(code, word('zh'), 200, { texts: { zh: word('zh'), en: word('en') } })
}

/**
 * What a platform said when a call failed, in words an administrator acts on. The platform's own words are shown only
 * when they came from its official host (`apiUrl` empty or official); from another address only our words for its codes.
 */
export function platformWords(lang: Lang, platform: string, error: unknown, apiUrl = ''): string {
  const name = platformName(lang, platform)
  if (error instanceof PlatformApiError) {
    const key = `${platform}${error.code}`
    if (!isTextKey(key) && !isOfficialApiUrl(error.platform, apiUrl)) return say(lang, 'answeredError')
    const text = isTextKey(key)
      ? say(lang, key)
      : say(lang, 'platformOther', { message: error.platformMessage.slice(0, 120) })
    return say(lang, 'platformError', { platform: name, text, code: error.code })
  }
  if (error instanceof SuiteTicketMissing) return say(lang, 'suiteNoTicket')
  if (error instanceof MessagingError && error.kind === 'timeout') return say(lang, 'timeout', { platform: name })
  return say(lang, 'unreachable', { platform: name })
}

/** A provider call that failed, as a GatewayError worded in both languages. */
export function suiteError(error: unknown): GatewayError {
  const word = (lang: Lang) => platformWords(lang, 'wecom', error)
  return new GatewayError(dirsyncCodes.suiteFailed, word('zh'), 200, {
    cause: error,
    texts: { zh: word('zh'), en: word('en') },
  })
}
