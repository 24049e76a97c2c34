import type { Lang } from '../../core/lang'

export { langFrom, type Lang } from '../../core/lang'

const catalogue = {
  badPhone: { en: 'Please enter the correct phone number', zh: '请输入正确的手机号码' },
  badEmail: { en: 'Please enter the correct email address', zh: '请输入正确的邮箱地址' },
  resendTooSoon: { en: 'Please wait {s} seconds before asking for another code', zh: '请 {s} 秒后再获取验证码' },
  resendInMinutes: { en: 'Please wait {m} minutes before asking for another code', zh: '请 {m} 分钟后再获取验证码' },
  wrongCode: { en: 'The verification code is incorrect or has expired', zh: '验证码错误或已过期' },
  tooManyCodes: {
    en: 'Too many verification codes requested, please try again in {m} minutes',
    zh: '获取验证码过于频繁，请 {m} 分钟后再试',
  },
  tooManyTries: {
    en: 'Too many incorrect codes, please try again in {m} minutes',
    zh: '验证码错误次数过多，请 {m} 分钟后再试',
  },
  captchaRequired: { en: 'Please complete the verification', zh: '请完成安全验证' },
  captchaFailed: { en: 'Verification failed, please try again', zh: '验证失败，请重试' },
  tooManyCaptchas: { en: 'Too many verification attempts, please try again later', zh: '验证尝试过于频繁，请稍后再试' },
  busy: { en: 'The service is busy, please try again shortly', zh: '服务繁忙，请稍后再试' },
  captchaBusy: {
    en: 'The security check is busy, please try again in a few minutes',
    zh: '安全验证繁忙，请几分钟后再试',
  },
  tooManyForAccount: {
    en: 'Too many security checks for this account, please try again in {m} minutes',
    zh: '该账号的安全验证过于频繁，请 {m} 分钟后再试',
  },
  mailUnavailable: {
    en: 'Sending e-mail is not configured, please contact the administrator',
    zh: '未配置邮件发送，请联系管理员',
  },
  smsUnavailable: {
    en: 'Sending SMS is not configured, please contact the administrator',
    zh: '未配置短信发送，请联系管理员',
  },
  smsText: {
    en: 'Your HR Portal verification code is {code}. It is valid for 5 minutes. Do not share it with anyone.',
    zh: '您的人力资源门户验证码为 {code}，5 分钟内有效，请勿泄露给他人。',
  },
  mailSubject: { en: 'Your HR Portal verification code', zh: '人力资源门户验证码' },
  mailText: {
    en: 'Your verification code is {code}.\n\nIt is valid for 5 minutes and can be used once. If you did not ask for it, ignore this e-mail.',
    zh: '您的验证码为 {code}。\n\n5 分钟内有效，仅可使用一次。如非本人操作，请忽略本邮件。',
  },
} as const

export type TextKey = keyof typeof catalogue

/** A message text in `lang`, with `{name}` placeholders filled from `vars`. */
export function say(lang: Lang, key: TextKey, vars: Record<string, string | number> = {}): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}
