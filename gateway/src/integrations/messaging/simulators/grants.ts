import { randomBytes } from 'node:crypto'
import type { SimulatedPerson } from './people'

/** Random opaque strings, as the platforms' codes and tokens are. */
export const opaque = (prefix = '', bytes = 18): string => prefix + randomBytes(bytes).toString('base64url')

/**
 * A platform's short-lived grants: authorization codes (single use, 5 minutes, like the real
 * platforms) and access tokens (2 hours).
 */
export function grantStore() {
  const codes = new Map<string, { person: SimulatedPerson; expires: number }>()
  const tokens = new Map<string, { person: SimulatedPerson; expires: number }>()
  return {
    issueCode(person: SimulatedPerson, prefix = ''): string {
      const code = opaque(prefix)
      codes.set(code, { person, expires: Date.now() + 5 * 60_000 })
      return code
    },
    /** The person behind a code, once: a used or expired code answers undefined. */
    redeemCode(code: unknown): SimulatedPerson | undefined {
      if (typeof code !== 'string') return undefined
      const grant = codes.get(code)
      codes.delete(code)
      return grant && grant.expires > Date.now() ? grant.person : undefined
    },
    issueToken(person: SimulatedPerson, prefix = ''): string {
      const token = opaque(prefix, 24)
      tokens.set(token, { person, expires: Date.now() + 7200_000 })
      return token
    },
    personOfToken(token: unknown): SimulatedPerson | undefined {
      const grant = typeof token === 'string' ? tokens.get(token) : undefined
      return grant && grant.expires > Date.now() ? grant.person : undefined
    },
  }
}
