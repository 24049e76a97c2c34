import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../../core/auth/token'
import { openEventStreams } from '../../../core/http/event-stream'
import { spyQueries } from '../../../testing/query-spy'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

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

  /** Creates a ticket (expiring `expiresInMs` from now when given) and follows it as its desktop. */
  async function follow(expiresInMs?: number) {
    const created = await fetch(`${base}${QR}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    const { result } = (await created.json()) as { result: { ticket: string; pollKey: string; matchNumber: number } }
    if (expiresInMs !== undefined) {
      await gateway.ctx.db
        .updateTable('qr_login_ticket')
        .set({ expires_at: gateway.ctx.now() + expiresInMs })
        .where('ticket_hash', '=', hashToken(result.ticket))
        .execute()
    }
    const cookie = created.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const controller = new AbortController()
    const stream = await fetch(`${base}${QR}/events?ticket=${result.ticket}`, {
      headers: { cookie },
      signal: controller.signal,
    })
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

    // Nothing changes the ticket: the stream's one timer, set to the ticket's expiry, ends it then (the test
    // gateway's clock stands still: it is moved to the expiry, and the timer fires when that time has passed).
    const expiring = await follow(800)
    const opened = Date.now()
    const expiringEvents = stateEvents(expiring.stream.body!)
    expect((await expiringEvents.next()).value).toMatchObject({ state: 'waiting' })
    gateway.setNow(gateway.ctx.now() + 800)
    expect((await expiringEvents.next()).value).toMatchObject({ state: 'expired' })
    expect((await expiringEvents.next()).done).toBe(true)
    expect(Date.now() - opened).toBeGreaterThanOrEqual(750)
    expect(Date.now() - opened).toBeLessThan(2000)
  })

  it('reads the ticket only when told it changed, and at its expiry: never while it waits', async () => {
    const { ticket, matchNumber, stream } = await follow()
    const events = stateEvents(stream.body!)
    expect((await events.next()).value).toMatchObject({ state: 'waiting' })
    const queries = spyQueries(gateway.ctx.db, ['qr_login_ticket'])
    try {
      await new Promise((resolve) => setTimeout(resolve, 2500))
      expect(queries.count).toBe(0)
    } finally {
      queries.stop()
    }
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect((await events.next()).value).toMatchObject({ state: 'scanned' })
    await gateway.post(`${QR}/confirm`, { ticket, number: matchNumber }, staff)
    expect((await events.next()).value).toMatchObject({ state: 'confirmed' })
  })

  it('refuses a stream without the poll key cookie of the ticket', async () => {
    const { ticket, controller } = await follow()
    controller.abort()
    const answer = await fetch(`${base}${QR}/events?ticket=${ticket}`)
    expect(await answer.json()).toEqual({ code: 400602, msg: '该二维码无效' })
    const forged = await fetch(`${base}${QR}/events?ticket=${ticket}`, {
      headers: { cookie: `qr_${ticket}=${'A'.repeat(43)}` },
    })
    expect((await forged.json()).code).toBe(400602)
  })

  it('stops following a ticket when the desktop goes away', async () => {
    const { stream, controller } = await follow()
    const events = stateEvents(stream.body!)
    await events.next()
    const before = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
    const listening = gateway.ctx.bus.listeners
    controller.abort()
    await expect(events.next()).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const after = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
    // Its expiry timer and the heartbeat (no other stream is open) are gone, and so are its two bus listeners.
    expect(openEventStreams()).toBe(0)
    expect(after).toBeLessThanOrEqual(before - 2)
    expect(gateway.ctx.bus.listeners).toBe(listening - 2)
  })
})
