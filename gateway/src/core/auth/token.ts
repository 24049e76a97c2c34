import { hash, randomBytes } from 'node:crypto'

/** A fresh session token: 32 random bytes, base64url. Only its hash is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** The sha256 of a token, hex: what sessions are stored and found by (one-shot `hash`: every signed-in request computes it). */
export const hashToken = (token: string): string => hash('sha256', token, 'hex')

/** The hash of the session token last seen on each connection, kept only while the connection lives. */
const lastOnConnection = new WeakMap<object, { token: string; hash: string }>()

/**
 * hashToken for a request's session token, remembered per connection: a browser's kept-alive connection carries
 * the same token request after request, so most requests skip the hash.
 */
export function connectionTokenHash(connection: object, token: string): string {
  const last = lastOnConnection.get(connection)
  if (last?.token === token) return last.hash
  const hash = hashToken(token)
  lastOnConnection.set(connection, { token, hash })
  return hash
}
