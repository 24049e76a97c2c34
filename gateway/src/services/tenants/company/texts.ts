import type { Lang } from '../../../core/lang'

export { langFrom, type Lang } from '../../../core/lang'

const catalogue = {
  companyName: { en: 'Please enter the company name (2 to 100 characters)', zh: '请输入企业名称（2 至 100 个字符）' },
  tenantName: { en: 'The tenant name can have at most 100 characters', zh: '租户名称最多 100 个字符' },
  adminAccount: {
    en: 'The account must be 3 to 64 letters, digits or . _ @ -, starting with a letter',
    zh: '账号须为 3 至 64 个字母、数字或 . _ @ -，并以字母开头',
  },
  adminName: {
    en: "Please enter the administrator's name (up to 50 characters)",
    zh: '请输入管理员姓名（最多 50 个字符）',
  },
  badPhone: { en: 'Please enter the correct phone number', zh: '请输入正确的手机号码' },
  badEmail: { en: 'Please enter the correct email address', zh: '请输入正确的邮箱地址' },
  mismatch: { en: 'The password entered twice is inconsistent!', zh: '两次输入的密码不一致！' },
  passwordLength: { en: 'The password must be 9 to 20 characters long', zh: '密码长度须为 9 至 20 位' },
  passwordKinds: {
    en: 'The password must contain at least 3 of: uppercase letters, lowercase letters, digits, symbols',
    zh: '密码须至少包含大写字母、小写字母、数字、符号中的 3 种',
  },
  codeRequired: { en: 'Please enter the verification code', zh: '请输入验证码' },
  source: { en: 'The source may only contain letters, digits and . _ -', zh: '来源只能包含字母、数字和 . _ -' },
  inviteCode: { en: 'The invitation code may only contain letters, digits and -', zh: '邀请码只能包含字母、数字和 -' },
  brand: { en: 'Unknown brand', zh: '未知的品牌' },
  nameTaken: { en: 'A company with this name is registered already', zh: '该企业名称已注册' },
  accountTaken: { en: 'This account is taken, please choose another', zh: '该账号已被占用，请换一个' },
  phoneTaken: { en: 'This phone number belongs to another account', zh: '该手机号码已被其他账号使用' },
  emailTaken: { en: 'This email address belongs to another account', zh: '该邮箱已被其他账号使用' },
  proofExpired: {
    en: 'The e-mail verification has expired, please ask for a new code',
    zh: '邮箱验证已失效，请重新获取验证码',
  },
  tooManyProbes: { en: 'Too many attempts, please try again in {h} hours', zh: '尝试次数过多，请 {h} 小时后再试' },
  tooMany: {
    en: 'Too many registrations from this address, please try again later',
    zh: '该网络地址注册过于频繁，请稍后再试',
  },
  domainBudget: {
    en: 'Too many companies registered with this e-mail domain today, please try again in {h} hours',
    zh: '该邮箱域名今日注册的企业过多，请 {h} 小时后再试',
  },
  dayBudget: {
    en: 'The registrations of today are used up, please try again in {h} hours',
    zh: '今日的注册名额已用完，请 {h} 小时后再试',
  },
  notOperator: { en: "You don't have permission", zh: '您没有权限' },
  notFound: { en: 'Company not found', zh: '企业不存在' },
  ownCompany: { en: 'You cannot disable the company of your own account', zh: '不能停用自己账号所属的企业' },
  disabled: { en: 'This company has been disabled, please contact the platform', zh: '该企业已被停用，请联系平台' },
} as const

export type CompanyText = keyof typeof catalogue

/** A company-registration or company-records message in `lang`, with `{name}` placeholders filled from `vars`. */
export const sayCompany = (lang: Lang, key: CompanyText, vars: Record<string, string | number> = {}): string =>
  catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
