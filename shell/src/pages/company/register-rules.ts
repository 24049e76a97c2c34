/** The registration form's fields, as typed. */
export interface RegisterFields {
  companyName: string
  tenantName: string
  adminAccount: string
  adminName: string
  adminPhone: string
  adminEmail: string
  password: string
  confirmPassword: string
  code: string
}

export type FieldProblems = Partial<Record<keyof RegisterFields, string>>

const USER_NAME = /^[A-Za-z][\w.@-]{2,63}$/
const PHONE = /^1[3-9]\d{9}$/
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/

/**
 * The form's own check of every field (the gateway checks again, with the same rules): a text key
 * per field that is wrong, §5 for the password and 'The password entered twice is inconsistent!'.
 */
export function registerProblems(f: RegisterFields): FieldProblems {
  const problems: FieldProblems = {}
  const name = f.companyName.trim()
  if (name.length < 2 || name.length > 100) problems.companyName = 'company.companyNameBad'
  if (f.tenantName.trim().length > 100) problems.tenantName = 'company.tenantNameBad'
  if (!USER_NAME.test(f.adminAccount.trim())) problems.adminAccount = 'company.adminAccountBad'
  if (!f.adminName.trim() || f.adminName.trim().length > 50) problems.adminName = 'company.adminNameBad'
  if (!PHONE.test(f.adminPhone.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '')))
    problems.adminPhone = 'company.phoneBad'
  if (!EMAIL.test(f.adminEmail.trim())) problems.adminEmail = 'company.emailBad'
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(f.password)).length
  if (f.password.length < 9 || f.password.length > 20 || kinds < 3) problems.password = 'company.passwordBad'
  if (!f.confirmPassword) problems.confirmPassword = 'company.confirmRequired'
  else if (f.confirmPassword !== f.password) problems.confirmPassword = 'company.inconsistent'
  if (!/^\d{6}$/.test(f.code)) problems.code = 'company.codeRequired'
  return problems
}

/** The field a gateway code belongs to (its message is shown under that field), or null. */
export const SERVER_CODE_FIELDS: Record<number, keyof RegisterFields> = {
  400901: 'companyName',
  400904: 'adminAccount',
  400905: 'adminPhone',
  400906: 'adminEmail',
  400104: 'password',
  400109: 'code',
}
