import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

const TEXT = {
  en: 'This sign-in was not started in this browser, so it was refused. To sign in, start again on this page.',
  zh: '此登录不是在当前浏览器中发起的，已被拒绝。如需登录，请在本页重新开始。',
} as const

/** A hand-off code or platform callback that reached a browser other than the one that started the sign-in. */
export const otherBrowser = (code: number, lang: Lang, why: string): GatewayError =>
  new GatewayError(code, TEXT[lang], 200, { cause: new Error(why) })

/** The options of a cookie that binds a sign-in to the browser that started it (httpOnly, Secure over https). */
export const bindingCookie = (shellOrigin: string, path: string, maxAgeMs: number, sameSite: 'lax' | 'strict') => ({
  path,
  httpOnly: true,
  sameSite,
  maxAge: maxAgeMs / 1000,
  secure: shellOrigin.startsWith('https:'),
})
