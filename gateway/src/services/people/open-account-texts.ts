import type { Lang } from '../../core/lang'

/** Why a staff record gets no account when accounts are opened, in both languages ({value}: the name refused). */
const texts = {
  notFound: { zh: '员工不存在或不在您的数据范围内', en: 'No such staff member in your data range' },
  left: { zh: '员工已离职', en: 'The person has left' },
  hasAccount: { zh: '已有账号', en: 'Has an account already' },
  noName: { zh: '按所选规则没有账号名（工号、手机号或邮箱为空）', en: 'The chosen rule gives no account name (empty)' },
  badName: {
    zh: '“{value}”不能作为账号名（3–50 位字母、数字或 _ . @ -）',
    en: '"{value}" cannot be an account name (3 to 50 letters, digits or _ . @ -)',
  },
  nameTaken: {
    zh: '账号名“{value}”已被占用或与其他员工重复',
    en: 'The account name "{value}" is taken or shared with another person',
  },
  noContact: {
    zh: '没有仅属于本人的手机号或邮箱，无法用验证码登录',
    en: 'No mobile or e-mail of their own to sign in with a code',
  },
} as const

export type AccountRefusal = keyof typeof texts
export const ACCOUNT_REFUSALS = Object.keys(texts) as AccountRefusal[]

/** The reason a record gets no account, in `lang`. */
export function refusalText(lang: Lang, reason: AccountRefusal, value = ''): string {
  return texts[reason][lang === 'en' ? 'en' : 'zh'].replace('{value}', value)
}
