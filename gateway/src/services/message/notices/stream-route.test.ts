import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEventStreams } from '../../../core/http/event-stream'
import { spyQueries } from '../../../testing/query-spy'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { noticeHubOf } from './live/hub'
import { noticeWritten } from './notice-events'

/** What a notice stream reads: receipts, notices, sessions and their tenants' timeouts. */
const STREAM_TABLES = ['notice_receipt', 'notice', 'session', 'tenant']
const ELSEWHERE = '00000000-0000-4000-8000-000000000017'

interface NoticeEvent {
  notice: { id: string; title: string }
  unread: number
}

/** Collects `event: notice` messages of a server-sent event stream. */
function collect(body: ReadableStream<Uint8Array>): NoticeEvent[] {
  const events: NoticeEvent[] = []
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
        const message = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = message.split('\n').find((line) => line.startsWith('data: '))
        if (message.includes('event: notice') && data) events.push(JSON.parse(data.slice(6)))
      }
    }
  })()
  return events
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25))
}

describe('live notice stream', () => {
  let gateway: TestGateway
  let base: string
  const controllers: AbortController[] = []
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    gateway = await startTestGateway()
    base = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    tokens.admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    tokens.adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    tokens.staff = await gateway.login('staff', 'Staff@12345')
    tokens.hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    tokens.hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
  })
  afterAll(async () => {
    for (const controller of controllers) controller.abort()
    await gateway.close()
  })

  async function open(token: string) {
    const controller = new AbortController()
    controllers.push(controller)
    const response = await fetch(`${base}/gateway/message/web/notice/stream`, {
      headers: { token },
      signal: controller.signal,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    return collect(response.body!)
  }

  it('refuses a stream without a session', async () => {
    const response = await fetch(`${base}/gateway/message/web/notice/stream`)
    expect((await response.json()).code).toBe(401001)
  })

  it("delivers a new notice at once to its recipients' streams only, in their tenant", async () => {
    const [staff, hr, hrTwo] = [await open(tokens.staff), await open(tokens.hr), await open(tokens.hrTwo)]
    const started = Date.now()
    const published = await gateway.post(
      '/gateway/message/web/notice/publish',
      { title: 'Live one', body: 'Now', audience: { type: 'users', ids: [2] } },
      tokens.admin,
    )
    await until(() => staff.length > 0)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(staff.map((e) => e.notice.title)).toEqual(['Live one'])
    expect(staff[0]).toMatchObject({ notice: { id: published.body.result.id }, unread: 1 })
    await gateway.post(
      '/gateway/message/web/notice/publish',
      { title: 'Beijing live', body: 'Now', audience: { type: 'tenant' } },
      tokens.adminTwo,
    )
    await until(() => hrTwo.length > 0)
    expect(hrTwo.map((e) => e.notice.title)).toEqual(['Beijing live'])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(hr).toEqual([])
    expect(staff).toHaveLength(1)
  })

  it('sends receipts another gateway process wrote when its message arrives on the bus, and reads nothing until then', async () => {
    gateway.setNow(Date.now())
    const staff = await open(tokens.staff)
    await new Promise((resolve) => setTimeout(resolve, 300)) // its catch-up on opening is done
    const now = gateway.ctx.now() + 1
    gateway.setNow(now)
    const queries = spyQueries(gateway.ctx.db, STREAM_TABLES)
    try {
      // Written straight to the database, as another process would; its message follows on the bus.
      await gateway.ctx.db
        .insertInto('notice')
        .values({
          tenant_id: 1,
          id: ELSEWHERE,
          channel: 'announcement',
          title: 'From elsewhere',
          body: '<p>x</p>',
          must_read: 0,
          countdown_seconds: 0,
          publisher_id: 1,
          publisher_name: 'admin',
          audience_type: 'users',
          audience_ids: '[2]',
          source_app: '',
          created_at: now,
        })
        .execute()
      await gateway.ctx.db
        .insertInto('notice_receipt')
        .values({
          tenant_id: 1,
          user_id: 2,
          notice_id: ELSEWHERE,
          channel: 'announcement',
          must_read: 0,
          created_at: now,
          shown_at: null,
          read_at: null,
          confirmed_at: null,
        })
        .execute()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(staff).toEqual([])
      expect(queries.count).toBe(2)
      await noticeWritten(gateway.ctx.bus, 1, ELSEWHERE, [2])
      await until(() => staff.length > 0, 2000)
      expect(staff.map((e) => e.notice.title)).toEqual(['From elsewhere'])
    } finally {
      queries.stop()
    }
  })

  it('an idle stream reads nothing: no polling of receipts or sessions', async () => {
    await open(tokens.staff)
    await open(tokens.hr)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const queries = spyQueries(gateway.ctx.db, STREAM_TABLES)
    try {
      await new Promise((resolve) => setTimeout(resolve, 3500))
      expect(queries.tables).toEqual([])
    } finally {
      queries.stop()
    }
  })

  it('a tenant-wide notice reaches many streams with as many reads as it takes for one', async () => {
    const readsFor = async (streams: number) => {
      const opened = await Promise.all(
        Array.from({ length: streams }, (_, i) => open([tokens.staff, tokens.hr, tokens.admin][i % 3])),
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
      const queries = spyQueries(gateway.ctx.db, ['notice_receipt', 'notice', 'session'])
      try {
        const title = `To all ${streams}`
        expect(
          (
            await gateway.post(
              '/gateway/message/web/notice/publish',
              { title, body: 'All', audience: { type: 'tenant' } },
              tokens.admin,
            )
          ).body.code,
        ).toBe(0)
        await until(() => opened.every((events) => events.some((e) => e.notice.title === title)))
        expect(opened.every((events) => events.some((e) => e.notice.title === title))).toBe(true)
        await new Promise((resolve) => setTimeout(resolve, 200))
        return queries.count
      } finally {
        queries.stop()
        for (const controller of controllers.splice(0)) controller.abort()
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    const one = await readsFor(1)
    expect(await readsFor(60)).toBe(one)
  })

  it('no timer or bus listener outlives its streams', async () => {
    for (const controller of controllers.splice(0)) controller.abort()
    await until(() => noticeHubOf(gateway.ctx).size === 0)
    const listening = gateway.ctx.bus.listeners
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
    const before = timers()
    const streams = await Promise.all([open(tokens.staff), open(tokens.hr), open(tokens.hrTwo), open(tokens.staff)])
    await new Promise((resolve) => setTimeout(resolve, 300))
    const hub = noticeHubOf(gateway.ctx)
    expect(hub.size).toBe(streams.length)
    expect(hub.timed).toBe(true)
    // Two tenants' notice topics, the sessions-ended topic, the changed rows and the resync: five, whatever the
    // number of streams.
    expect(gateway.ctx.bus.listeners).toBe(listening + 5)
    for (const controller of controllers.splice(0)) controller.abort()
    await until(() => hub.size === 0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(hub.size).toBe(0)
    expect(hub.timed).toBe(false)
    expect(openEventStreams()).toBe(0)
    expect(gateway.ctx.bus.listeners).toBe(listening)
    expect(timers()).toBeLessThanOrEqual(before)
  })
})
