import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { resumePoint } from './live/live-stream'

interface Event {
  id: string | undefined
  title: string
}

/** Reads `event: notice` messages (their id and title) of a server-sent event stream into `events`. */
function collect(body: ReadableStream<Uint8Array>): Event[] {
  const events: Event[] = []
  const decoder = new TextDecoder()
  const reader = body.getReader()
  let buffer = ''
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n')
        buffer = buffer.slice(end + 2)
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2)
        if (field('event') === 'notice')
          events.push({ id: field('id'), title: JSON.parse(field('data')!).notice.title })
      }
    }
  })()
  return events
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25))
}

describe('a notice stream resumed by a reconnecting EventSource', () => {
  let gateway: TestGateway
  let base: string
  let admin: string
  let staff: string
  const controllers: AbortController[] = []

  beforeAll(async () => {
    gateway = await startTestGateway()
    base = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(async () => {
    for (const controller of controllers) controller.abort()
    await gateway.close()
  })

  async function open(since: number, lastEventId?: string) {
    const controller = new AbortController()
    controllers.push(controller)
    const response = await fetch(`${base}/gateway/message/web/notice/stream?since=${since}`, {
      headers: { token: staff, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: controller.signal,
    })
    expect(response.status).toBe(200)
    return { events: collect(response.body!), close: () => controller.abort() }
  }
  const publish = async (title: string) => {
    // A second later each: receipts carry the gateway's clock.
    gateway.setNow(gateway.ctx.now() + 1000)
    const answer = await gateway.post(
      '/gateway/message/web/notice/publish',
      { title, body: 'x', audience: { type: 'users', ids: [2] } },
      admin,
    )
    expect(answer.body.code).toBe(0)
  }

  it('sends each notice with an id; a reconnect with the last id gets what it missed, once each, and not the one it had', async () => {
    // The gateway's own clock: receipts carry its time.
    const since = gateway.ctx.now()
    const first = await open(since)
    await publish('One')
    await until(() => first.events.length === 1)
    expect(first.events[0].id).toMatch(/^\d+-[0-9a-f-]+$/)
    first.close()
    await publish('Two')
    await publish('Three')
    // EventSource reconnects to the same URL (the same `since`) and names the last event it had.
    const again = await open(since, first.events[0].id)
    await until(() => again.events.length >= 2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(again.events.map((event) => event.title)).toEqual(['Two', 'Three'])
    expect(new Set(again.events.map((event) => event.id)).size).toBe(2)
    // Without the header the same URL replays from `since`: the header is what keeps a reconnect from repeating.
    const replay = await open(since)
    await until(() => replay.events.length >= 3)
    expect(replay.events.map((event) => event.title)).toEqual(['One', 'Two', 'Three'])
  })

  it('takes nothing else from the header: another shape or an instant to come is ignored', () => {
    const now = 1_800_000_000_000
    expect(resumePoint(`${now - 5}-0b8d4d3e-6a9b-4c1e-9f1a-2d3c4b5a6978`, now)).toEqual({
      at: now - 5,
      noticeId: '0b8d4d3e-6a9b-4c1e-9f1a-2d3c4b5a6978',
    })
    expect(resumePoint(`${now + 60_000}-abc`, now)).toBeUndefined()
    expect(resumePoint("1' or 1=1 --", now)).toBeUndefined()
    expect(resumePoint(['1-a', '2-b'], now)).toBeUndefined()
    expect(resumePoint(undefined, now)).toBeUndefined()
  })
})
