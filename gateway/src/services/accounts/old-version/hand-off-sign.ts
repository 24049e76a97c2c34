import { createHmac, timingSafeEqual } from 'node:crypto'

/** The fields of an old-version hand-off that its signature covers, in this order; the gateway reads no other field of a hand-off. */
export interface HandOff {
  account: string
  timestamp: number
  nonce: string
}

/**
 * The signature the older product computes: hex HMAC-SHA256 under the shared secret of
 * `account + "\n" + timestamp + "\n" + nonce` (timestamp in epoch milliseconds).
 */
export function signHandOff(secret: string, handOff: HandOff): string {
  return createHmac('sha256', secret).update(`${handOff.account}\n${handOff.timestamp}\n${handOff.nonce}`).digest('hex')
}

/** Whether `sign` is the hand-off's signature (compared in constant time). */
export function validSignature(secret: string, handOff: HandOff, sign: string): boolean {
  const expected = Buffer.from(signHandOff(secret, handOff))
  const given = Buffer.from(sign.toLowerCase())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
