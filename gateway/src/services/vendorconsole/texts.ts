import { vendorconsoleContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

const { VENDOR_CONSOLE } = vendorconsoleContract

/** Every refusal of the vendor console's routes in both languages, with its code and HTTP status. */
const catalogue = {
  badSignIn: {
    en: 'The sign-in name or the password is wrong',
    zh: '登录名或密码错误',
    answer: [VENDOR_CONSOLE.badSignIn, 401],
  },
  signedOut: {
    en: 'Sign in to the vendor console first',
    zh: '请先登录开发商控制台',
    answer: [VENDOR_CONSOLE.signedOut, 401],
  },
  tooManyTries: {
    en: 'Too many wrong passwords: try again in a quarter of an hour',
    zh: '密码错误次数过多，请十五分钟后再试',
    answer: [VENDOR_CONSOLE.tooManyTries, 429],
  },
  loginTaken: {
    en: 'A vendor account named "{login}" exists already',
    zh: '开发商账号“{login}”已存在',
    answer: [VENDOR_CONSOLE.loginTaken, 200],
  },
  passwordNeeded: {
    en: 'A new vendor account needs a password of at least 10 characters',
    zh: '新的开发商账号需要设置至少 10 位的密码',
    answer: [VENDOR_CONSOLE.passwordNeeded, 200],
  },
} as const

export type ConsoleTextKey = keyof typeof catalogue

/** A refusal in the caller's language. */
export function consoleError(lang: Lang, key: ConsoleTextKey, values: Record<string, string> = {}): GatewayError {
  const entry = catalogue[key]
  const message = entry[lang].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
  return new GatewayError(entry.answer[0], message, entry.answer[1])
}
