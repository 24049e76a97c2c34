import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The `state` of a WeCom install link: it binds the tenant that asked, a nonce kept with the tenant's pending
 * authorisation and an expiry, signed with a key derived from the suite secret (only the gateway and WeCom know it).
 * WeCom allows letters and digits only, at most 128 bytes: `<tenant>Z<nonce>Z<expiry base 36>Z<signature>`.
 */
export interface InstallState {
  tenantId: number
  nonce: string
  expiresAt: number
}

const keyOf = (suiteSecret: string) =>
  createHmac('sha256', suiteSecret).update('hr-portal dirsync install state').digest()
const signatureOf = (suiteSecret: string, body: string) =>
  createHmac('sha256', keyOf(suiteSecret)).update(body).digest('hex').slice(0, 40)

/** A fresh nonce: 20 hexadecimal digits. */
export const newNonce = () => randomBytes(10).toString('hex')

export function signInstallState(suiteSecret: string, state: InstallState): string {
  const body = `${state.tenantId}Z${state.nonce}Z${Math.floor(state.expiresAt).toString(36)}`
  return `${body}Z${signatureOf(suiteSecret, body)}`
}

/** Why a state was refused: altered or foreign ('bad'), or past its expiry ('expired'). */
export type StateProblem = 'bad' | 'expired'

/** The tenant and nonce a state carries, or why it is refused. */
export function openInstallState(suiteSecret: string, raw: unknown, now: number): InstallState | StateProblem {
  if (typeof raw !== 'string' || raw.length > 128) return 'bad'
  const match = /^([1-9]\d{0,8})Z([0-9a-f]{20})Z([0-9a-z]{1,11})Z([0-9a-f]{40})$/.exec(raw)
  if (!match) return 'bad'
  const [, tenant, nonce, expiry, signature] = match
  const expected = Buffer.from(signatureOf(suiteSecret, `${tenant}Z${nonce}Z${expiry}`))
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return 'bad'
  const expiresAt = parseInt(expiry!, 36)
  if (expiresAt < now) return 'expired'
  return { tenantId: Number(tenant), nonce: nonce!, expiresAt }
}
