import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { eventHash } from './signature'
import { KEY_WINDOW_MS } from './tracking-key'

const SHELL = { origin: 'http://localhost:4100' }
const DAY = 86_400_000

interface Key {
  key: string
  keyId: number
}

describe('behaviour tracking', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  let adminTwo: string
  const post = (path: string, body: unknown, token: string, headers: Record<string, string> = SHELL) =>
    gateway.post(`/gateway/report/web/track/${path}`, body, token, headers)
  const keyOf = async (token: string): Promise<Key> => (await post('key', {}, token)).body.result
  const event = (k: Key, over: Record<string, unknown> = {}) => {
    const base = {
      appCode: 'APP12',
      date: gateway.ctx.now() - 1000,
      nonce: randomBytes(12).toString('base64url'),
      version: '5.10.0',
      type: 'pageView',
      app: 'shell',
      page: '/portal/ums/structure',
      name: 'Structure',
      ...over,
    }
    return { hash: eventHash(base.appCode as string, base.date as number, base.nonce as string, k.key), ...base }
  }
  const send = (token: string, k: Key, events: unknown[], headers?: Record<string, string>) =>
    post('batch', { keyId: k.keyId, events }, token, headers)
  const report = async (token: string, days = 7) => (await post('pageViews', { days }, token)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('hands each session its own key, with the version and batch size of §9', async () => {
    const [one, again, other] = [await keyOf(admin), await keyOf(admin), await keyOf(staff)]
    expect(one.key).toBe(again.key)
    expect(other.key).not.toBe(one.key)
    expect((await post('key', {}, admin)).body.result).toMatchObject({
      version: '5.10.0',
      batchSize: 5,
      keyId: Math.floor(gateway.ctx.now() / KEY_WINDOW_MS),
    })
    expect((await post('key', {}, '')).body.code).toBe(401001)
  })

  it('stores a batch of 5 signed events under the session user and tenant', async () => {
    const k = await keyOf(staff)
    const events = Array.from({ length: 5 }, (_, i) =>
      event(k, { page: `/portal/ums/p${i}`, props: { n: i, ok: true } }),
    )
    expect((await send(staff, k, events)).body).toEqual({ code: 0, msg: 'success', result: { stored: 5 } })
    const rows = await gateway.ctx.db
      .selectFrom('tracking_event')
      .selectAll()
      .where('page', 'like', '/portal/ums/p%')
      .execute()
    expect(rows).toHaveLength(5)
    expect(
      rows.every((r) => r.tenant_id === 1 && r.user_id === 2 && r.version === '5.10.0' && r.app_code === 'APP12'),
    ).toBe(true)
    expect(JSON.parse(rows.find((r) => r.page === '/portal/ums/p3')!.props)).toEqual({ n: 3, ok: true })
  })

  it('refuses a batch of 6 events and stores none of them', async () => {
    const k = await keyOf(staff)
    const answer = await send(
      staff,
      k,
      Array.from({ length: 6 }, () => event(k, { page: '/six' })),
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 400000, msg: '参数不合法：events' })
    expect(await gateway.ctx.db.selectFrom('tracking_event').select('id').where('page', '=', '/six').execute()).toEqual(
      [],
    )
  })

  it('refuses a bad hash, a hash of another session and a tampered event, storing nothing of the batch', async () => {
    const k = await keyOf(staff)
    const bad = { ...event(k, { page: '/bad' }), hash: 'a'.repeat(64) }
    const answer = await send(staff, k, [event(k, { page: '/bad' }), bad], { ...SHELL, 'accept-language': 'en' })
    expect(answer.body).toEqual({ code: 401302, msg: 'Event 2: the signature does not match' })
    const adminsKey = await keyOf(admin)
    expect((await send(staff, k, [event(adminsKey, { page: '/bad' })])).body.code).toBe(401302)
    // The signature covers appCode, date and nonce (§7): changing any of them breaks it.
    const signed = event(k, { page: '/bad' })
    expect((await send(staff, k, [{ ...signed, date: signed.date + 1 }])).body.code).toBe(401302)
    expect((await send(staff, k, [{ ...signed, nonce: `${signed.nonce}x` }])).body.code).toBe(401302)
    expect((await send(staff, k, [{ ...event(k), appCode: 'APP13', page: '/bad' }])).body.code).toBe(401302)
    expect((await send(staff, k, [event(k), bad])).body.msg).toBe('第 2 条事件：签名校验失败')
    expect(await gateway.ctx.db.selectFrom('tracking_event').select('id').where('page', '=', '/bad').execute()).toEqual(
      [],
    )
  })

  it('refuses a replayed nonce, within a batch and across batches', async () => {
    const k = await keyOf(staff)
    const once = event(k, { page: '/replay' })
    expect((await send(staff, k, [once])).body.code).toBe(0)
    expect((await send(staff, k, [event(k, { page: '/replay' }), once])).body).toMatchObject({ code: 401303 })
    const twice = event(k, { page: '/replay' })
    expect((await send(staff, k, [twice, twice])).body.code).toBe(401303)
    expect(
      await gateway.ctx.db.selectFrom('tracking_event').select('id').where('page', '=', '/replay').execute(),
    ).toHaveLength(1)
  })

  it('refuses stale dates, another version, an expired key and big props', async () => {
    const k = await keyOf(staff)
    const now = gateway.ctx.now()
    expect((await send(staff, k, [event(k, { date: now - 6 * 60_000 })])).body.code).toBe(401304)
    expect((await send(staff, k, [event(k, { date: now + 6 * 60_000 })])).body.code).toBe(401304)
    expect((await send(staff, k, [event(k, { version: '5.9.0' })])).body).toMatchObject({ code: 401305 })
    expect((await send(staff, { ...k, keyId: k.keyId - 2 }, [event(k)])).body.code).toBe(401301)
    const props = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, 'x'.repeat(200)]))
    expect((await send(staff, k, [event(k, { props })])).body.code).toBe(401307)
  })

  it('accepts only posts from the shell', async () => {
    const k = await keyOf(staff)
    expect((await send(staff, k, [event(k)], {})).body.code).toBe(403003)
  })

  it("keeps the previous window's key for its grace, then refuses it", async () => {
    const start = gateway.ctx.now()
    gateway.setNow((Math.floor(start / KEY_WINDOW_MS) + 1) * KEY_WINDOW_MS - 1000)
    // A session of its own, started at the moved clock (the shared one would end as idle across the jump).
    const own = await gateway.login('staff', 'Staff@12345')
    const k = await keyOf(own)
    gateway.setNow(gateway.ctx.now() + 120_000)
    expect((await send(own, k, [event(k, { page: '/grace' })])).body.code).toBe(0)
    gateway.setNow(gateway.ctx.now() + 11 * 60_000)
    expect((await send(own, k, [event(k, { page: '/grace' })])).body.code).toBe(401301)
    gateway.setNow(start)
  })

  it('answers the monitoring key of APP12 and APP13 only', async () => {
    const twelve = (await post('monitorKey', { appCode: 'APP12' }, staff)).body
    expect(twelve.result).toMatchObject({
      appCode: 'APP12',
      version: '5.10.0',
      batchSize: 5,
      endpoint: '/gateway/report/web/track/batch',
    })
    const thirteen = (await post('monitorKey', { appCode: 'APP13' }, staff)).body.result
    expect(thirteen.appKey).not.toBe(twelve.result.appKey)
    expect((await post('monitorKey', { appCode: 'APP13' }, adminTwo)).body.result.appKey).not.toBe(thirteen.appKey)
    for (const appCode of ['APP14', 'app12', '']) {
      const answer = await post('monitorKey', { appCode }, staff, { 'accept-language': 'en' })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ code: 400000, msg: 'appCode must be APP12 or APP13' })
    }
  })

  it('reports page views, menu clicks and custom events of the session tenant to page-view holders only', async () => {
    const k = await keyOf(admin)
    const now = gateway.ctx.now()
    await send(admin, k, [
      event(k, { page: '/portal/bi/headcount', app: 'bi-report' }),
      event(k, { page: '/portal/bi/headcount', app: 'bi-report' }),
      event(k, { type: 'menuClick', page: '/portal/bi/headcount', app: 'bi-report', name: 'Headcount and turnover' }),
      event(k, { appCode: 'APP13', type: 'custom', app: 'system', page: '/roles', name: 'roles.save' }),
    ])
    const result = (await report(admin)).result
    expect(result.pages).toContainEqual({ app: 'bi-report', page: '/portal/bi/headcount', views: 2, users: 1 })
    expect(result.menus).toContainEqual({
      app: 'bi-report',
      name: 'Headcount and turnover',
      page: '/portal/bi/headcount',
      clicks: 1,
    })
    expect(result.custom).toContainEqual({ app: 'system', name: 'roles.save', count: 1 })
    expect(result.daily).toHaveLength(7)
    expect(result.daily[6]).toEqual({ day: new Date(now).toISOString().slice(0, 10), views: result.totalViews })
    expect(result.totalViews).toBeGreaterThanOrEqual(2)
    const other = (await report(adminTwo, 30)).result
    expect(other).toMatchObject({ days: 30, totalViews: 0, pages: [], menus: [], custom: [] })
    expect((await report(staff)).code).toBe(403001)
    // Older than the period: not counted in 7 days, counted in 30.
    const old = await gateway.ctx.db
      .selectFrom('tracking_event')
      .select('id')
      .where('page', '=', '/portal/bi/headcount')
      .where('type', '=', 'pageView')
      .executeTakeFirstOrThrow()
    await gateway.ctx.db
      .updateTable('tracking_event')
      .set({ at: now - 10 * DAY })
      .where('id', '=', old.id)
      .execute()
    expect((await report(admin)).result.pages).toContainEqual({
      app: 'bi-report',
      page: '/portal/bi/headcount',
      views: 1,
      users: 1,
    })
    expect((await report(admin, 30)).result.pages).toContainEqual({
      app: 'bi-report',
      page: '/portal/bi/headcount',
      views: 2,
      users: 1,
    })
  })

  it("keeps nothing from a user whose 'Do not track me' is on, and answers as if all went well", async () => {
    expect((await post('preference', {}, staff)).body.result).toEqual({ doNotTrack: null })
    expect((await post('setPreference', { doNotTrack: true }, staff)).body.result).toEqual({ doNotTrack: true })
    const k = await keyOf(staff)
    expect((await send(staff, k, [event(k, { page: '/dnt' })])).body).toEqual({
      code: 0,
      msg: 'success',
      result: { stored: 0 },
    })
    expect(await gateway.ctx.db.selectFrom('tracking_event').select('id').where('page', '=', '/dnt').execute()).toEqual(
      [],
    )
    await post('setPreference', { doNotTrack: false }, staff)
    expect((await send(staff, k, [event(k, { page: '/dnt' })])).body.result).toEqual({ stored: 1 })
    expect((await post('setPreference', {}, staff)).body.code).toBe(400000)
  })
})
