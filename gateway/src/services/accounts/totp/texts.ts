import { accountsContract } from '@hr-portal/api'
import type { Lang } from '../../../core/lang'

/** Envelope codes of the one-time-password routes (the shell reads them), declared in the contract. */
export const totpCodes = accountsContract.TOTP

const catalogue = {
  wrongCode: { en: 'The verification code is incorrect', zh: '动态验证码错误' },
  ticketExpired: { en: 'The sign-in has expired, please sign in again', zh: '登录已过期，请重新登录' },
  alreadyOn: { en: 'Two-step verification is already on', zh: '两步验证已开启' },
  notOn: { en: 'Two-step verification is not on', zh: '两步验证未开启' },
  notStarted: { en: 'Start the set-up again: scan the new QR code', zh: '请重新开始设置并扫描新的二维码' },
  confirmWith: {
    en: 'Confirm with a code from your authenticator or your login password',
    zh: '请输入身份验证器中的验证码或登录密码进行确认',
  },
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
  staffNotFound: { en: 'Staff member not found', zh: '未找到该员工' },
  noAccount: { en: 'This staff member has no account in this tenant', zh: '该员工在本租户中没有账号' },
  resetSelf: {
    en: 'Change your own two-step verification in your security settings',
    zh: '请在自己的账号安全设置中更改两步验证',
  },
  resetSuper: {
    en: 'Only a super administrator can reset the two-step verification of a super administrator',
    zh: '仅超级管理员可以重置超级管理员的两步验证',
  },
  resetOtherTenants: {
    en: 'This user also belongs to tenants you do not administer: only an administrator of all of them can reset their two-step verification',
    zh: '该用户还属于您未管理的其他租户：只有同时管理这些租户的管理员才能重置其两步验证',
  },
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
