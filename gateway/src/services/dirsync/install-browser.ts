import type { FastifyReply } from 'fastify'
import { hashToken, newToken } from '../../core/auth/token'

/**
 * The cookie that binds a WeCom install link to the administrator's browser that asked for it (as the sign-in
 * callbacks bind their state): an httpOnly random key, whose hash is kept with the tenant's pending link, sent back
 * by that browser only when WeCom returns it to the redirect. The page that asks is a sub-app on another site, so
 * the cookie is SameSite=None (and so Secure; browsers accept that on http://localhost too).
 */
export const INSTALL_COOKIE = 'wecom_install_browser'
const COOKIE_PATH = '/gateway/ums/web/wechat/suite/redirect'

export function newBrowserKey(): { key: string; hash: string } {
  const key = newToken()
  return { key, hash: hashToken(key) }
}

export function setInstallCookie(reply: FastifyReply, key: string, maxAgeMs: number): void {
  reply.setCookie(INSTALL_COOKIE, key, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    maxAge: Math.max(1, Math.floor(maxAgeMs / 1000)),
  })
}

export const clearInstallCookie = (reply: FastifyReply): void => {
  reply.clearCookie(INSTALL_COOKIE, { path: COOKIE_PATH, sameSite: 'none', secure: true })
}

/** True when `key` (the request's cookie) is the one the pending link was given to. */
export const sameBrowser = (browserHash: string, key: string | undefined): boolean =>
  browserHash !== '' && !!key && hashToken(key) === browserHash
