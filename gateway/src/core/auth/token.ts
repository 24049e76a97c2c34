import { hash, randomBytes } from 'node:crypto'

/** A fresh session token: 32 random bytes, base64url. Only its hash is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** The sha256 of a token, hex: what sessions are stored and found by (one-shot `hash`: every signed-in request computes it). */
export const hashToken = (token: string): string => hash('sha256', token, 'hex')
