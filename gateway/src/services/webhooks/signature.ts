import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** The headers of every delivery (bridge/PROTOCOL.md "Webhooks"). */
export const HEADERS = {
  id: 'x-portal-webhook-id',
  topic: 'x-portal-webhook-topic',
  timestamp: 'x-portal-webhook-timestamp',
  signature: 'x-portal-webhook-signature',
} as const

/** How far a signed timestamp may be from the gateway's clock: older signatures are refused as replays. */
export const TOLERANCE_SECONDS = 300

/** A new webhook secret: `whsec_` and 32 random bytes, base64url. */
export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`

/** `v1=` and the hex HMAC-SHA256, under the secret, of `<timestamp>.<payload>` (the payload as sent, byte for byte). */
export function signPayload(secret: string, timestamp: number, payload: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`
}

/** Whether `signature` signs `payload` at `timestamp` under `secret`, and the timestamp is within the tolerance of now. */
export function signatureHolds(
  secret: string,
  timestamp: number,
  payload: string,
  signature: string,
  nowMs: number,
): boolean {
  if (!Number.isSafeInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > TOLERANCE_SECONDS) return false
  const expected = Buffer.from(signPayload(secret, timestamp, payload))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
