// A vendor backend's side of the portal's signed webhooks (PROTOCOL.md "Webhooks"): check a delivery before trusting
// it, and sign the confirmation of a data deletion. Web Crypto only, so it runs on Node 18+, Deno, Bun and workers.

/** One event as the portal POSTs it. */
export interface WebhookEvent<T = Record<string, unknown>> {
  /** The same on every try of one event: drop an id already handled. */
  id: string
  /** `app.installed`, `app.updated`, `app.uninstalled`, `app.ping`, `staff.joined`, `staff.left` … */
  topic: string
  /** ISO time the event happened. */
  createdAt: string
  tenantId: number
  app: string
  data: T
}

/** Why a delivery was refused: answer it 400/401 and do nothing with it. */
export type WebhookRefusal = 'missing_header' | 'stale' | 'bad_signature' | 'bad_body' | 'replayed'

export class WebhookError extends Error {
  override name = 'WebhookError'
  constructor(
    readonly code: WebhookRefusal,
    message: string,
  ) {
    super(message)
  }
}

export interface VerifyOptions {
  /** How far the signed timestamp may be from now (default 300 s): an older delivery is refused as a replay. */
  toleranceSeconds?: number
  /** The clock in epoch milliseconds (tests). */
  now?: () => number
  /**
   * Answers whether this event id was handled already (and remembers it): a delivery replayed within the tolerance
   * is refused too. Without it, drop repeated ids yourself (a retry repeats the id after a failed answer).
   */
  seen?: (id: string) => boolean | Promise<boolean>
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>

const headerOf = (headers: HeaderBag, name: string): string | undefined => {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  const bag = headers as Record<string, string | string[] | undefined>
  const key = Object.keys(bag).find((one) => one.toLowerCase() === name)
  const value = key === undefined ? undefined : bag[key]
  return Array.isArray(value) ? value[0] : value
}

const encoder = new TextEncoder()
const keyOf = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage])
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** `v1=` and the hex HMAC-SHA256 of `<timestamp>.<payload>` under the secret: how the portal signs. */
export async function signWebhook(secret: string, timestamp: number, payload: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await keyOf(secret, 'sign'), encoder.encode(`${timestamp}.${payload}`))
  return `v1=${hex(mac)}`
}

/**
 * Checks a delivery against the installation's webhook secret and answers its event; throws a WebhookError when a
 * header is missing, the timestamp is outside the tolerance, the signature does not hold for this body and timestamp
 * (re-signed, altered or another secret's), the body is not an event, or `seen` knows its id.
 * @example const event = await verifyWebhook(secret, request.headers, rawBody, { toleranceSeconds: 300 })
 */
export async function verifyWebhook<T = Record<string, unknown>>(
  secret: string,
  headers: HeaderBag,
  body: string,
  options: VerifyOptions = {},
): Promise<WebhookEvent<T>> {
  const timestampText = headerOf(headers, 'x-portal-webhook-timestamp')
  const signature = headerOf(headers, 'x-portal-webhook-signature')
  if (!timestampText || !signature) throw new WebhookError('missing_header', 'no webhook timestamp or signature')
  const timestamp = Number(timestampText)
  const now = (options.now ?? Date.now)() / 1000
  if (!/^\d{1,12}$/.test(timestampText) || Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300))
    throw new WebhookError('stale', 'the webhook timestamp is outside the tolerance')
  const match = /^v1=([0-9a-f]{64})$/.exec(signature)
  const mac = match ? Uint8Array.from(match[1].match(/../g)!.map((pair) => Number.parseInt(pair, 16))) : null
  const holds =
    mac !== null &&
    (await crypto.subtle.verify('HMAC', await keyOf(secret, 'verify'), mac, encoder.encode(`${timestamp}.${body}`)))
  if (!holds) throw new WebhookError('bad_signature', 'the webhook signature does not hold')
  let event: WebhookEvent<T>
  try {
    event = JSON.parse(body) as WebhookEvent<T>
  } catch {
    throw new WebhookError('bad_body', 'the webhook body is not JSON')
  }
  if (typeof event?.id !== 'string' || typeof event.topic !== 'string')
    throw new WebhookError('bad_body', 'the webhook body is not an event')
  if (options.seen && (await options.seen(event.id)))
    throw new WebhookError('replayed', 'the webhook was handled already')
  return event
}

/** The signed body of a deletion confirmation (POST it as JSON to `<portal>` + the request's `confirmPath`). */
export async function signDeletionConfirmation(
  secret: string,
  deletionId: string,
  now: () => number = Date.now,
): Promise<{ deletionId: string; timestamp: number; signature: string }> {
  const timestamp = Math.floor(now() / 1000)
  return { deletionId, timestamp, signature: await signWebhook(secret, timestamp, deletionId) }
}
