import { MessagingError } from '../types'
import type { Platform } from '../types'

/** A platform answered with its own error code (WeCom errcode, DingTalk errcode, Feishu code). */
export class PlatformApiError extends MessagingError {
  override name = 'PlatformApiError'

  constructor(
    readonly platform: Platform,
    readonly code: number,
    readonly platformMessage: string,
    step: string,
  ) {
    super('failed', `${platform} ${step} failed: ${code} ${platformMessage}`.trim())
  }
}

/** Access tokens kept until shortly before they expire, per API host and app (module-wide, so each call reuses them). */
export function tokenCache() {
  const tokens = new Map<string, { token: string; expiresAt: number }>()
  return {
    get(key: string, now = Date.now()): string | null {
      const hit = tokens.get(key)
      return hit && hit.expiresAt > now ? hit.token : null
    },
    /** Keeps the token until 5 minutes before the platform says it expires (at least a minute). */
    set(key: string, token: string, expiresInSeconds: number, now = Date.now()): void {
      tokens.set(key, { token, expiresAt: now + Math.max(60, expiresInSeconds - 300) * 1000 })
    },
    drop(key: string): void {
      tokens.delete(key)
    },
  }
}
