import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const BATCH = '/gateway/joyhr/web/bridgeAudit/batch'
const LIST = '/gateway/joyhr/web/bridgeAudit/list'

const record = (at: number, decision: 'allow' | 'deny', app = 'system') => ({
  app, origin: 'http://127.0.0.1:4101', method: 'session.getToken', capability: 'session.token',
  decision, reason: decision === 'deny' ? 'capability not granted' : '', argBytes: 12, latencyMs: 0.4, at,
})

describe('bridge audit', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345')
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('stores a batch with the caller\'s user and tenant taken from the session', async () => {
    const answer = await gateway.post(BATCH, { records: [record(1000, 'allow'), record(2000, 'deny', 'supplier')] }, staff)
    expect(answer.body).toEqual({ code: 0, msg: 'success', result: { stored: 2 } })
    const rows = await gateway.ctx.db.selectFrom('bridge_audit').selectAll().orderBy('at').execute()
    expect(rows.map((row) => [row.user_id, row.tenant_id, row.app, row.decision])).toEqual([[2, 1, 'system', 'allow'], [2, 1, 'supplier', 'deny']])
  })

  it('accepts the null capability the bridge records for unknown methods', async () => {
    const answer = await gateway.post(BATCH, { records: [{ ...record(3000, 'deny'), capability: null, reason: 'unknown_method' }] }, staff)
    expect(answer.body.code).toBe(0)
    const row = await gateway.ctx.db.selectFrom('bridge_audit').selectAll().where('at', '=', 3000).executeTakeFirstOrThrow()
    expect(row.capability).toBe('')
    await gateway.ctx.db.deleteFrom('bridge_audit').where('at', '=', 3000).execute()
  })

  it('refuses an empty batch, more than 100 records and a bad decision', async () => {
    expect((await gateway.post(BATCH, { records: [] }, staff)).status).toBe(400)
    const many = Array.from({ length: 101 }, (_, i) => record(i, 'allow'))
    expect((await gateway.post(BATCH, { records: many }, staff)).body.msg).toContain('records')
    const bad = await gateway.post(BATCH, { records: [{ ...record(1, 'allow'), decision: 'maybe' }] }, staff)
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toContain('decision')
  })

  it('requires a session to post', async () => {
    expect((await gateway.post(BATCH, { records: [record(1, 'allow')] })).body.code).toBe(401001)
  })

  it('lists the records newest first for administrators, filtered by app and decision', async () => {
    const all = (await gateway.post(LIST, { page: 1, rows: 10 }, admin)).body.result
    expect(all.total).toBe(2)
    expect(all.rows.map((row: { at: number }) => row.at)).toEqual([2000, 1000])
    const denied = (await gateway.post(LIST, { decision: 'deny' }, admin)).body.result
    expect(denied.rows).toHaveLength(1)
    expect(denied.rows[0]).toMatchObject({ app: 'supplier', userId: 2, reason: 'capability not granted', latencyMs: 0 })
    expect((await gateway.post(LIST, { app: 'system' }, admin)).body.result.total).toBe(1)
  })

  it('refuses the list to staff', async () => {
    expect((await gateway.post(LIST, {}, staff)).body.code).toBe(403001)
  })
})
