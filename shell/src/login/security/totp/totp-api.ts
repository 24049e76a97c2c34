import { http } from '../../../lib/http'

/** The user's own authenticator state (/account/totp/status, under uac). */
export interface TotpStatus {
  enabled: boolean
  enabledAt: number | null
  recoveryCodesLeft: number
  /** The session's tenant requires it of this user (then it cannot be turned off). */
  required: boolean
  /** The name authenticator apps show above the codes. */
  issuer: string
}

/** A new secret for the set-up: shown once, as a QR code (the URI) and as text. */
export interface TotpStart { secret: string; otpauthUri: string; issuer: string; account: string }

const post = async <T>(path: string, body: Record<string, unknown> = {}) =>
  (await http.postForm(`/account/totp/${path}`, body, { unLoading: true })).result as T

export const totpStatus = () => post<TotpStatus>('status')
export const startTotp = () => post<TotpStart>('start')
export const confirmTotp = (code: string) => post<{ recoveryCodes: string[] }>('confirm', { code })
export const disableTotp = (confirmation: { code: string } | { password: string }) => post<null>('disable', confirmation)
export const newRecoveryCodes = (code: string) => post<{ recoveryCodes: string[] }>('recoveryCodes', { code })

/** The key grouped by four characters, as authenticator apps show and take it. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/** A 6-digit code as typed (spaces dropped), or null when it is not one. */
export const sixDigits = (typed: string) => {
  const code = typed.replace(/\s/g, '')
  return /^\d{6}$/.test(code) ? code : null
}
