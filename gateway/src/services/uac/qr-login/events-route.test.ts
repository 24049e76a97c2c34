import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { QR_TICKET_TTL_MS } from './tickets'

const QR = '/gateway/uac/qrLogin'

/** Reads `event: state` messages of a server-sent event stream until it ends. */
async function* stateEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ state: string; expiresAt: number }> {
  const decoder = new TextDecoder()
  let buffer = ''
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const data = message.split('\n').find((line) => line.startsWith('data: '))
      if (message.includes('event: state') && data) yield JSON.parse(data.slice(6))
    }
  }
}

describe('QR login events', () => {
  let gateway: TestGateway
  let base: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    base = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  async function follow() {
    const created = await fetch(`${base}${QR}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    const { result } = await created.json() as { result: { ticket: string; pollKey: string; matchNumber: number } }
    const cookie = created.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const controller = new AbortController()
    const stream = await fetch(`${base}${QR}/events?ticket=${result.ticket}`, { headers: { cookie }, signal: controller.signal })
    return { ...result, stream, controller }
  }

  it('streams each state change to the desktop and ends after the final one', async () => {
    const { ticket, matchNumber, stream } = await follow()
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const events = stateEvents(stream.body!)
    expect((await events.next()).value).toMatchObject({ state: 'waiting' })
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect((await events.next()).value).toMatchObject({ state: 'scanned' })
    await gateway.post(`${QR}/confirm`, { ticket, number: matchNumber }, staff)
    expect((await events.next()).value).toMatchObject({ state: 'confirmed' })
    expect((await events.next()).done).toBe(true)
  })

  it('streams the decline, and the expiry', async () => {
    const declined = await follow()
    const declinedEvents = stateEvents(declined.stream.body!)
    await declinedEvents.next()
    await gateway.post(`${QR}/scan`, { ticket: declined.ticket }, staff)
    await gateway.post(`${QR}/decline`, { ticket: declined.ticket }, staff)
    const states: string[] = []
    for await (const event of declinedEvents) states.push(event.state)
    expect(states.at(-1)).toBe('declined')

    const expiring = await follow()
    const expiringEvents = stateEvents(expiring.stream.body!)
    expect((await expiringEvents.next()).value).toMatchObject({ state: 'waiting' })
    gateway.setNow(gateway.ctx.now() + QR_TICKET_TTL_MS)
    try {
      expect((await expiringEvents.next()).value).toMatchObject({ state: 'expired' })
      expect((await expiringEvents.next()).done).toBe(true)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it('refuses a stream without the poll key cookie of the ticket', async () => {
    const { ticket, controller } = await follow()
    controller.abort()
    const answer = await fetch(`${base}${QR}/events?ticket=${ticket}`)
    expect(await answer.json()).toEqual({ code: 400602, msg: 'This QR code is not valid' })
    const forged = await fetch(`${base}${QR}/events?ticket=${ticket}`, { headers: { cookie: `qr_${ticket}=${'A'.repeat(43)}` } })
    expect((await forged.json()).code).toBe(400602)
  })

  it('stops following a ticket when the desktop goes away', async () => {
    const { stream, controller } = await follow()
    const events = stateEvents(stream.body!)
    await events.next()
    const before = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
    controller.abort()
    await expect(events.next()).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const after = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
    expect(after).toBeLessThanOrEqual(before - 2)
  })
})
