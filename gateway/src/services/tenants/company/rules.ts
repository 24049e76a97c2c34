import { GatewayError, codes } from '../../../core/errors'
import { passwordProblem, TOO_GUESSABLE, tooGuessable } from '../../accounts'
import { PHONE } from '../../message'
import { sayCompany, type CompanyText, type Lang } from './texts'

/** The JSON body of company registration. */
export interface RegisterBody {
  companyName: string
  tenantName?: string
  adminAccount: string
  adminName: string
  adminPhone: string
  adminEmail: string
  password: string
  confirmPassword: string
  /** The proof verifyCode answered for the administrator's e-mail. */
  proof?: string
}

/** The extra parameters of registration, in the query string. */
export interface RegisterQuery {
  source?: string
  inviteCode?: string
  brand?: string
}

/** A registration with every field checked, trimmed and normalised. */
export interface Registration {
  companyName: string
  tenantName: string
  adminAccount: string
  adminName: string
  adminPhone: string
  adminEmail: string
  password: string
  proof: string
  source: string
  inviteCode: string
  brand: string
}

export const USER_NAME = /^[A-Za-z][\w.@-]{2,63}$/
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/

/**
 * Checks every field of a registration in form order and answers it normalised (trimmed, phone
 * without spaces or +86, e-mail in lower case). Throws 400000 with the first problem's text, or
 * 400104 for a password against the §5 policy.
 */
export function checkRegistration(body: RegisterBody, query: RegisterQuery, lang: Lang): Registration {
  const fail = (key: CompanyText, code: number = codes.badInput) => new GatewayError(code, sayCompany(lang, key))
  const companyName = body.companyName.trim().replace(/\s+/g, ' ')
  if (companyName.length < 2 || companyName.length > 100) throw fail('companyName')
  const tenantName = (body.tenantName ?? '').trim().replace(/\s+/g, ' ') || companyName
  if (tenantName.length > 100) throw fail('tenantName')
  const adminAccount = body.adminAccount.trim()
  if (!USER_NAME.test(adminAccount)) throw fail('adminAccount')
  const adminName = body.adminName.trim()
  if (!adminName || adminName.length > 50) throw fail('adminName')
  const adminPhone = body.adminPhone.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '')
  if (!PHONE.test(adminPhone)) throw fail('badPhone')
  const adminEmail = body.adminEmail.trim().toLowerCase()
  if (adminEmail.length > 200 || !EMAIL.test(adminEmail)) throw fail('badEmail')
  const problem = passwordProblem(body.password, '')
  if (problem)
    throw fail(
      body.password.length < 9 || body.password.length > 20 ? 'passwordLength' : 'passwordKinds',
      codes.weakPassword,
    )
  if (tooGuessable(body.password, [adminAccount, adminName, companyName, adminEmail])) {
    throw new GatewayError(codes.weakPassword, TOO_GUESSABLE[lang])
  }
  if (body.password !== body.confirmPassword) throw fail('mismatch')
  const proof = (body.proof ?? '').trim()
  if (!proof) throw fail('codeRequired')
  const source = (query.source ?? '').trim()
  if (!/^[\w.-]{0,50}$/.test(source)) throw fail('source')
  const inviteCode = (query.inviteCode ?? '').trim()
  if (!/^[A-Za-z0-9-]{0,50}$/.test(inviteCode)) throw fail('inviteCode')
  const brand = (query.brand ?? '').trim()
  return {
    companyName,
    tenantName,
    adminAccount,
    adminName,
    adminPhone,
    adminEmail,
    password: body.password,
    proof,
    source,
    inviteCode,
    brand,
  }
}
