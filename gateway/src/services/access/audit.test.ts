import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { auditSender } from '../../testing/audit-batches'
import { AUDIT_ROWS_PER_MINUTE } from './audit'

const BATCH = '/gateway/joyhr/web/bridgeAudit/batch'
const LIST = '/gateway/joyhr/web/bridgeAudit/list'
const SHELL = { origin: 'http://localhost:4100' }

const record = (at: number, decision: 'allow' | 'deny', app = 'system') => ({
  app,
  origin: 'http://127.0.0.1:4101',
  method: 'session.getToken',
  capability: 'session.token',
  decision,
  reason: decision === 'deny' ? 'capability not granted' : '',
  argBytes: 12,
  latencyMs: 0.4,
  at,
})

describe('bridge audit', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  let post: (records: unknown[]) => ReturnType<ReturnType<typeof auditSender>>
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345')
    staff = await gateway.login('staff', 'Staff@12345')
    post = auditSender(gateway, staff)
  })
  afterAll(() => gateway.close())

  it("stores a batch with the caller's user and tenant taken from the session", async () => {
    const answer = await post([record(1000, 'allow'), record(2000, 'deny', 'supplier')])
    expect(answer.body).toEqual({ code: 0, msg: 'success', result: { stored: 2, summarised: 0, anomalies: 0 } })
    const rows = await gateway.ctx.db.selectFrom('bridge_audit').selectAll().orderBy('at').execute()
    expect(rows.map((row) => [row.user_id, row.tenant_id, row.app, row.decision])).toEqual([
      [2, 1, 'system', 'allow'],
      [2, 1, 'supplier', 'deny'],
    ])
  })

  it('accepts the null capability the bridge records for unknown methods', async () => {
    const answer = await post([{ ...record(3000, 'deny'), capability: null, reason: 'unknown_method' }])
    expect(answer.body.code).toBe(0)
    const row = await gateway.ctx.db
      .selectFrom('bridge_audit')
      .selectAll()
      .where('at', '=', 3000)
      .executeTakeFirstOrThrow()
    expect(row.capability).toBe('')
    await gateway.ctx.db.deleteFrom('bridge_audit').where('at', '=', 3000).execute()
  })

  it('refuses an empty batch and more than 100 records', async () => {
    expect((await post([])).status).toBe(400)
    const many = Array.from({ length: 101 }, (_, i) => record(i, 'allow'))
    expect((await post(many)).body.msg).toContain('records')
  })

  const unsigned = { channel: '00000000-0000-0000-0000-000000000000', seq: 1, sig: '0'.repeat(64) }

  it('requires a session to post', async () => {
    expect(
      (await gateway.post(BATCH, { ...unsigned, records: [record(1, 'allow')] }, undefined, SHELL)).body.code,
    ).toBe(401001)
  })

  it('takes records only from the shell: a sub-app or a page of another origin is refused', async () => {
    for (const headers of [{ origin: 'http://127.0.0.1:4101' }, {}, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const answer = await gateway.post(BATCH, { ...unsigned, records: [record(9, 'allow')] }, staff, headers)
      expect(answer.status).toBe(403)
      expect([403002, 403003]).toContain(answer.body.code)
      expect(
        (
          await gateway.post('/gateway/joyhr/web/bridgeAudit/channel', {}, staff, {
            ...headers,
            cookie: `sso_sys_token=${staff}`,
          })
        ).status,
      ).toBe(403)
    }
    expect(
      (await auditSender(gateway, staff, { 'sec-fetch-site': 'same-origin' })([record(9, 'allow')])).body.code,
    ).toBe(0)
    await gateway.ctx.db.deleteFrom('bridge_audit').where('at', '=', 9).execute()
  })

  it('lists the records newest first for administrators, filtered by app and decision', async () => {
    const all = (await gateway.post(LIST, { page: 1, rows: 10 }, admin)).body.result
    expect(all.total).toBe(2)
    expect(all.rows.map((row: { at: number }) => row.at)).toEqual([2000, 1000])
    const denied = (await gateway.post(LIST, { decision: 'deny' }, admin)).body.result
    expect(denied.rows).toHaveLength(1)
    expect(denied.rows[0]).toMatchObject({
      app: 'supplier',
      userId: 2,
      reason: 'capability not granted',
      latencyMs: 0,
      count: 1,
    })
    expect((await gateway.post(LIST, { app: 'system' }, admin)).body.result.total).toBe(1)
  })

  it('refuses the list to staff', async () => {
    expect((await gateway.post(LIST, {}, staff)).body.code).toBe(403001)
  })
})

describe('audit records that are malformed or flood', () => {
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())
  const rowsOf = (app: string) => gateway.ctx.db.selectFrom('bridge_audit').selectAll().where('app', '=', app).execute()
  const send = (records: unknown[]) => auditSender(gateway, staff)(records)

  it('keeps every valid record when one beside it is malformed, and stores the bad one as an anomaly', async () => {
    const denied = Array.from({ length: 98 }, (_, i) => ({
      ...record(10_000 + i, 'deny', 'probe'),
      method: 'session.getToken',
    }))
    const cyclic = { ...record(20_000, 'deny', 'probe'), method: '', argBytes: -1 }
    const answer = await send([...denied.slice(0, 50), cyclic, 'not a record', ...denied.slice(50)])
    expect(answer.body.result).toEqual({ stored: 100, summarised: 0, anomalies: 2 })
    const rows = await rowsOf('probe')
    expect(rows.filter((r) => r.decision === 'deny')).toHaveLength(98)
    const anomalies = await gateway.ctx.db
      .selectFrom('bridge_audit')
      .selectAll()
      .where('decision', '=', 'anomaly')
      .execute()
    expect(anomalies.map((r) => r.reason).sort()).toEqual([
      'app must be 1 to 100 characters',
      'method must be 1 to 100 characters',
    ])
  })

  it("counts an app's flood of records into summary rows: storage stays bounded, no call goes uncounted", async () => {
    const batches = 10
    for (let b = 0; b < batches; b++) {
      const records = Array.from({ length: 100 }, (_, i) => ({
        ...record(b * 100 + i, 'deny', 'flooder'),
        method: i % 2 ? 'session.getToken' : `junk.${b}.${i}`,
      }))
      expect((await send(records)).body.code).toBe(0)
    }
    const rows = await rowsOf('flooder')
    expect(rows.length).toBeLessThanOrEqual(AUDIT_ROWS_PER_MINUTE + 21)
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(batches * 100)
    const summary = rows.find((r) => r.reason === 'summary' && r.method === 'session.getToken')!
    expect(summary.count).toBeGreaterThan(300)
  })

  it('stores the per-second flood records of the bridge with their count', async () => {
    const answer = await send([
      { ...record(30_000, 'deny', 'loud'), method: 'bridge.flood', reason: 'rate_limited', count: 18_500 },
    ])
    expect(answer.body.code).toBe(0)
    expect((await rowsOf('loud'))[0].count).toBe(18_500)
  })
})
