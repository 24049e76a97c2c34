import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { PERF_ROWS_PER_MINUTE } from './app-perf'

const BATCH = '/gateway/report/web/appPerf/batch'
const SUMMARY = '/gateway/report/web/appPerf/summary'
const SHELL = { origin: 'http://localhost:4100' }
const DAY = 86_400_000

describe('app performance', () => {
  let gateway: TestGateway
  let now: number
  let staff: string
  let admin: string
  const post = (records: unknown[], token = staff) => gateway.post(BATCH, { records }, token, SHELL)
  const summary = async (token: string, body: object = {}) => (await gateway.post(SUMMARY, body, token)).body
  beforeAll(async () => {
    gateway = await startTestGateway()
    now = gateway.ctx.now()
    staff = await gateway.login('staff', 'Staff@12345')
    admin = await gateway.login('admin', 'Admin@12345')
  })
  afterAll(() => gateway.close())

  it("stores a batch with the caller's user and tenant taken from the session", async () => {
    const answer = await post([{ app: 'supplier', name: 'load', value: 812.4, at: now - 1000 }])
    expect(answer.body).toEqual({ code: 0, msg: 'success', result: { stored: 1, dropped: 0 } })
    const rows = await gateway.ctx.db.selectFrom('app_perf').selectAll().execute()
    expect(rows.map((r) => [r.user_id, r.tenant_id, r.app, r.name, r.value, r.at, r.received_at])).toEqual([
      [2, 1, 'supplier', 'load', 812.4, now - 1000, now],
    ])
  })

  it('summarises per app and metric with nearest-rank percentiles, sorted by app then name', async () => {
    const loads = Array.from({ length: 20 }, (_, i) => ({
      app: 'bi-report',
      name: 'load',
      value: 20 - i,
      at: now - i * 1000,
    }))
    const shifts = [0.25, 0.01, 0.1].map((value) => ({ app: 'bi-report', name: 'cls', value, at: now - DAY }))
    expect((await post([...loads, ...shifts])).body.result).toEqual({ stored: 23, dropped: 0 })
    const result = (await summary(admin)).result
    expect(result).toEqual([
      { app: 'bi-report', name: 'cls', count: 3, p50: 0.1, p75: 0.25, p95: 0.25 },
      { app: 'bi-report', name: 'load', count: 20, p50: 10, p75: 15, p95: 19 },
      { app: 'supplier', name: 'load', count: 1, p50: 812.4, p75: 812.4, p95: 812.4 },
    ])
  })

  it('counts only the last `days` days', async () => {
    await post([{ app: 'system', name: 'inp', value: 40, at: now - 8 * DAY }])
    expect((await summary(admin)).result.map((r: { app: string }) => r.app)).not.toContain('system')
    expect((await summary(admin, { days: 30 })).result).toContainEqual({
      app: 'system',
      name: 'inp',
      count: 1,
      p50: 40,
      p75: 40,
      p95: 40,
    })
  })

  it("never shows another tenant's records", async () => {
    const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await summary(other)).result).toEqual([])
    expect((await post([{ app: 'tour-shop', name: 'lcp', value: 900, at: now }], other)).body.code).toBe(0)
    expect((await summary(other)).result).toEqual([
      { app: 'tour-shop', name: 'lcp', count: 1, p50: 900, p75: 900, p95: 900 },
    ])
    expect((await summary(admin)).result.map((r: { app: string }) => r.app)).not.toContain('tour-shop')
  })

  it('answers the summary to administrators only: super users and holders of the App performance page (4002)', async () => {
    expect((await summary(staff)).code).toBe(403001)
    // hr administers roles (1003) but was not given the page.
    const hr = await gateway.login('hr', 'Hr@123456789')
    expect((await summary(hr)).code).toBe(403001)
    expect((await gateway.post(SUMMARY, {})).body.code).toBe(401001)
  })

  it('takes records only from the shell: a sub-app or a script holding the token is refused', async () => {
    const records = [{ app: 'supplier', name: 'fcp', value: 1, at: now }]
    for (const headers of [{}, { origin: 'http://127.0.0.1:4101' }, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const answer = await gateway.post(BATCH, { records }, staff, headers)
      expect(answer.status).toBe(403)
      expect([403002, 403003]).toContain(answer.body.code)
    }
    const script = await gateway.post(BATCH, { records }, staff)
    expect([script.status, script.body.code, script.body.msg]).toEqual([403, 403003, '只有门户可以上报应用性能'])
    expect((await gateway.post(BATCH, { records }, undefined, SHELL)).body.code).toBe(401001)
    expect(await gateway.ctx.db.selectFrom('app_perf').select('id').where('name', '=', 'fcp').execute()).toEqual([])
  })

  it('refuses bad bodies with 400 naming the field', async () => {
    const good = { app: 'supplier', name: 'load', value: 1, at: now }
    const cases: Array<[unknown, string]> = [
      [[], 'records'],
      [Array.from({ length: 101 }, () => good), 'records'],
      [[{ ...good, app: 'Supplier' }], 'app'],
      [[{ ...good, app: 'a'.repeat(42) }], 'app'],
      [[{ ...good, name: 'ttfb' }], 'name'],
      [[{ ...good, value: -1 }], 'value'],
      [[{ ...good, value: 600_001 }], 'value'],
      [[{ ...good, at: 1.5 }], 'at'],
      [[{ app: 'supplier', name: 'load', value: 1 }], 'at'],
      [['not a record'], 'records/0'],
    ]
    for (const [records, field] of cases) {
      const answer = await post(records as unknown[])
      expect(answer.status, JSON.stringify(records).slice(0, 80)).toBe(400)
      expect(answer.body.code).toBe(400000)
      expect(answer.body.msg).toContain(field)
    }
    expect((await gateway.post(SUMMARY, { days: 91 }, admin)).body.msg).toContain('days')
    expect((await gateway.post(SUMMARY, { days: 0 }, admin)).status).toBe(400)
  })
})

describe('app performance from one user in one minute', () => {
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('stores at most 600 values a minute and counts the rest as dropped; the next minute has room again', async () => {
    const minute = Math.floor(gateway.ctx.now() / 60_000) * 60_000
    gateway.setNow(minute + 1000)
    const batch = Array.from({ length: 100 }, (_, i) => ({ app: 'flooder', name: 'inp', value: i, at: minute }))
    const send = async (records: unknown[]) => (await gateway.post(BATCH, { records }, staff, SHELL)).body.result
    expect(await send(batch.slice(0, 50))).toEqual({ stored: 50, dropped: 0 })
    for (let i = 0; i < 5; i++) expect(await send(batch)).toEqual({ stored: 100, dropped: 0 })
    expect(await send(batch)).toEqual({ stored: 50, dropped: 50 })
    expect(await send(batch)).toEqual({ stored: 0, dropped: 100 })
    const count = async () => (await gateway.ctx.db.selectFrom('app_perf').select('id').execute()).length
    expect(await count()).toBe(PERF_ROWS_PER_MINUTE)

    gateway.setNow(minute + 60_000)
    expect((await gateway.post(BATCH, { records: batch.slice(0, 10) }, staff, SHELL)).body.result).toEqual({
      stored: 10,
      dropped: 0,
    })
    expect(await count()).toBe(PERF_ROWS_PER_MINUTE + 10)
  })
})
