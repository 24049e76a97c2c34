import type { FastifyReply } from 'fastify'
import type { Config } from '../../config'
import { TOKEN_COOKIE } from './guard'

/**
 * The shell page's cookie: the session token again, on every path of the shell origin, so a page request
 * (which never carries the `token` header) can find the session and allow its tenant's installed app origins
 * in the page's CSP (sites/shell-site.ts). No route reads it as a credential: the guard takes the token
 * header or TOKEN_COOKIE, whose path stays `/gateway`. Like the session cookie, httpOnly and SameSite=Strict.
 */
export const PAGE_COOKIE = 'sso_sys_page'

const optionsOf = (config: Pick<Config, 'shellOrigin'>, expiresAt?: number) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.shellOrigin.startsWith('https:'),
  ...(expiresAt !== undefined ? { expires: new Date(expiresAt) } : {}),
})

/**
 * The session's channel secret (core/auth/sessions.ts createSession), apart from the token: sent only to the routes
 * under CHANNEL_COOKIE_PATH that need proof of the browser that signed in (the bridge audit channel). Unlike the
 * session cookie, its value is not the token, so whoever holds only the token cannot make it up.
 */
export const CHANNEL_COOKIE = 'sso_sys_channel'
export const CHANNEL_COOKIE_PATH = '/gateway/joyhr/web/bridgeAudit'

/**
 * Sets the cookies of a new session. The session cookie lasts until `expiresAt` for a remembered session, else until
 * the browser closes. The shell page's cookie and the channel secret's last as long as the session (`session.expiresAt`)
 * either way: the shell keeps the session's token in localStorage, which a browser restart keeps, so after a restart
 * the portal is still signed in, and its page must still frame the tenant's apps and open its audit channel.
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'shellOrigin'>,
  session: { token: string; channelSecret: string; expiresAt: number },
  expiresAt?: number,
): void {
  reply.setCookie(TOKEN_COOKIE, session.token, { path: '/gateway', ...optionsOf(config, expiresAt) })
  setPageCookie(reply, config, session.token, session.expiresAt)
  reply.setCookie(CHANNEL_COOKIE, session.channelSecret, {
    path: CHANNEL_COOKIE_PATH,
    ...optionsOf(config, session.expiresAt),
  })
}

/** Sets the shell page's cookie alone (a session opened by a token in the URL, or before the cookie existed). */
export function setPageCookie(
  reply: FastifyReply,
  config: Pick<Config, 'shellOrigin'>,
  token: string,
  expiresAt?: number,
): void {
  reply.setCookie(PAGE_COOKIE, token, { path: '/', ...optionsOf(config, expiresAt) })
}

/** Clears them at sign-out. */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/gateway' })
  reply.clearCookie(PAGE_COOKIE, { path: '/' })
  reply.clearCookie(CHANNEL_COOKIE, { path: CHANNEL_COOKIE_PATH })
}
