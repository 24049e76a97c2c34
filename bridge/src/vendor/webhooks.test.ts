import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signDeletionConfirmation, signWebhook, verifyWebhook, WebhookError } from './webhooks'

const secret = 'whsec_test-secret'
const body = JSON.stringify({
  id: 'evt_1',
  topic: 'staff.joined',
  createdAt: '2026-11-28T00:00:00.000Z',
  tenantId: 1,
  app: 'shop',
  data: { id: 'p1' },
})
const at = 1_800_000_000
const now = () => at * 1000
const headersOf = async (timestamp = at, payload = body, key = secret) => ({
  'X-Portal-Webhook-Id': 'evt_1',
  'X-Portal-Webhook-Timestamp': String(timestamp),
  'X-Portal-Webhook-Signature': await signWebhook(key, timestamp, payload),
})
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof WebhookError ? error.code : String(error)),
  )

describe('verifyWebhook', () => {
  it('signs as the portal does: HMAC-SHA256 over timestamp.body, hex, v1=', async () => {
    const expected = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')
    expect(await signWebhook(secret, at, body)).toBe(`v1=${expected}`)
  })

  it('answers the event of a delivery signed now, with headers as a plain object or Headers', async () => {
    const headers = await headersOf()
    expect((await verifyWebhook(secret, headers, body, { now })).data).toEqual({ id: 'p1' })
    expect((await verifyWebhook(secret, new Headers(headers), body, { now })).topic).toBe('staff.joined')
  })

  it('refuses a replay: a timestamp outside the tolerance, or an id it has seen', async () => {
    expect(await refusal(verifyWebhook(secret, await headersOf(at - 301), body, { now }))).toBe('stale')
    expect(await refusal(verifyWebhook(secret, await headersOf(at - 50), body, { now, toleranceSeconds: 30 }))).toBe(
      'stale',
    )
    const ids = new Set<string>()
    const seen = (id: string) => {
      if (ids.has(id)) return true
      ids.add(id)
      return false
    }
    expect(await refusal(verifyWebhook(secret, await headersOf(), body, { now, seen }))).toBe('accepted')
    expect(await refusal(verifyWebhook(secret, await headersOf(), body, { now, seen }))).toBe('replayed')
  })

  it('refuses a re-signed or altered delivery: another secret, a new timestamp on an old signature, another body', async () => {
    expect(await refusal(verifyWebhook(secret, await headersOf(at, body, 'whsec_other'), body, { now }))).toBe(
      'bad_signature',
    )
    const old = await headersOf(at - 1000)
    const moved = { ...old, 'X-Portal-Webhook-Timestamp': String(at) }
    expect(await refusal(verifyWebhook(secret, moved, body, { now }))).toBe('bad_signature')
    expect(await refusal(verifyWebhook(secret, await headersOf(), body.replace('p1', 'p2'), { now }))).toBe(
      'bad_signature',
    )
    expect(await refusal(verifyWebhook(secret, { 'X-Portal-Webhook-Timestamp': String(at) }, body, { now }))).toBe(
      'missing_header',
    )
  })

  it('signs a deletion confirmation over timestamp.deletionId', async () => {
    const signed = await signDeletionConfirmation(secret, 'del_abc', now)
    expect(signed).toEqual({
      deletionId: 'del_abc',
      timestamp: at,
      signature: await signWebhook(secret, at, 'del_abc'),
    })
  })
})
