import type { Lang } from '../../../core/lang'

/** Envelope codes of the one-time-password routes (the shell reads them). */
export const totpCodes = {
  /** A wrong authenticator or recovery code. */
  wrongCode: 400131,
  /** Too many wrong codes: checks wait (the text says how long). */
  locked: 400132,
  /** A second-step ticket that is unknown, used, expired or spent by wrong codes. */
  ticketExpired: 400133,
  /** Enrolment in the wrong state: already on, not on, or not started. */
  badState: 400134,
  /** The tenant requires an authenticator for this user, who has none yet: only enrolment is open. */
  enrolRequired: 400135,
} as const

const catalogue = {
  wrongCode: { en: 'The verification code is incorrect', zh: '动态验证码错误' },
  ticketExpired: { en: 'The sign-in has expired, please sign in again', zh: '登录已过期，请重新登录' },
  alreadyOn: { en: 'Two-step verification is already on', zh: '两步验证已开启' },
  notOn: { en: 'Two-step verification is not on', zh: '两步验证未开启' },
  notStarted: { en: 'Start the set-up again: scan the new QR code', zh: '请重新开始设置并扫描新的二维码' },
  confirmWith: { en: 'Confirm with a code from your authenticator or your login password', zh: '请输入身份验证器中的验证码或登录密码进行确认' },
  wrongPassword: { en: 'The login password is incorrect', zh: '登录密码错误' },
  enrolRequired: {
    en: 'Your company requires two-step verification for your role: set up an authenticator app to continue',
    zh: '企业要求您的角色开启两步验证：请先设置身份验证器应用',
  },
  requiredStays: {
    en: 'Your company requires two-step verification for your role: it cannot be turned off',
    zh: '企业要求您的角色开启两步验证，无法关闭',
  },
  unknownRole: { en: 'Unknown role: {id}', zh: '未知角色：{id}' },
} as const

/** A text of the one-time-password routes in `lang`; `{id}` is filled from `values`. */
export function sayTotp(lang: Lang, key: keyof typeof catalogue, values: Record<string, string | number> = {}): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** The lock-out text: how long until codes are checked again, in seconds under two minutes, else minutes. */
export function lockedText(lang: Lang, waitMs: number): string {
  const seconds = waitMs < 120_000
  const n = seconds ? Math.ceil(waitMs / 1000) : Math.ceil(waitMs / 60_000)
  if (lang === 'zh') return `验证码错误次数过多，请 ${n} ${seconds ? '秒' : '分钟'}后再试`
  return `Too many incorrect codes, please try again in ${n} ${seconds ? 'seconds' : 'minutes'}`
}
