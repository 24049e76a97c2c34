import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const CREATE = '/gateway/tum/web/company/createTenant'
const RECORDS = '/gateway/tum/web/company/records'
const LIST = '/gateway/tum/web/tenant/listAuthTenants'

describe('a second tenant for a company, made by a platform operator', () => {
  let gateway: TestGateway
  let operator: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    operator = await gateway.login('operator', 'Operator@12345', { tenantId: 1 })
  })
  afterAll(() => gateway.close())

  it('creates the tenant with what a new tenant needs, authorises the company administrators and audits it', async () => {
    const answer = (await gateway.post(CREATE, { companyId: 1, name: ' Demo Co. Hangzhou ', code: 'HZ-01' }, operator))
      .body
    expect(answer).toMatchObject({ code: 0, result: { companyId: 1, name: 'Demo Co. Hangzhou', code: 'HZ-01' } })
    const { tenantId } = answer.result
    const records = (await gateway.post(RECORDS, { name: 'Demo' }, operator)).body.result
    expect(records.rows[0].tenants.map((t: { code: string }) => t.code)).toContain('HZ-01')
    const db = gateway.ctx.db
    const organ = await db.selectFrom('organ').select(['name', 'parent_id']).where('tenant_id', '=', tenantId).execute()
    expect(organ).toEqual([{ name: 'Demo Co.', parent_id: null }])
    const roles = await db
      .selectFrom('role')
      .select('name_en')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute()
    expect(roles.map((r) => r.name_en)).toEqual(['Administrator', 'Staff'])
    const calendar = await db.selectFrom('work_calendar').select('name_en').where('tenant_id', '=', tenantId).execute()
    expect(calendar).toEqual([{ name_en: 'Mainland China' }])
    const leaveTypes = await db.selectFrom('leave_type').select('tenant_id').where('tenant_id', '=', tenantId).execute()
    expect(leaveTypes.length).toBeGreaterThan(0)
    const audit = await db
      .selectFrom('bridge_audit')
      .select(['user_id', 'reason'])
      .where('tenant_id', '=', tenantId)
      .where('method', '=', 'tum.createTenant')
      .execute()
    expect(audit).toEqual([{ user_id: 4, reason: expect.stringContaining('HZ-01') }])
    // The company's super user (admin) works in it at once, as its administrator; staff does not.
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    expect((await gateway.post(LIST, {}, admin)).body.result.map((t: { id: number }) => t.id)).toContain(tenantId)
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(LIST, {}, staff)).body.result).toHaveLength(1)
  })

  it('refuses a code any tenant holds, a name the company has, an unknown company and a malformed code', async () => {
    const create = async (body: Record<string, unknown>) => (await gateway.post(CREATE, body, operator)).body
    expect(await create({ companyId: 1, name: 'Another', code: 'hz-01' })).toMatchObject({
      code: 400911,
      msg: '该租户编码已被使用',
    })
    expect(await create({ companyId: 1, name: 'demo co. beijing', code: 'BJ-2' })).toMatchObject({ code: 400912 })
    expect(await create({ companyId: 99, name: 'Nowhere', code: 'NW' })).toMatchObject({ code: 400902 })
    expect((await gateway.post(CREATE, { companyId: 1, name: 'Bad', code: 'a b' }, operator)).status).toBe(400)
    expect(await create({ companyId: 1, name: '   ', code: 'BLANK' })).toMatchObject({ code: 400000 })
  })

  it('refuses everyone but a platform operator, a super administrator of the company too', async () => {
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const staff = await gateway.login('staff', 'Staff@12345')
    for (const token of [admin, staff])
      expect((await gateway.post(CREATE, { companyId: 1, name: 'Mine', code: 'MINE' }, token)).body.code).toBe(403001)
    expect((await gateway.post(CREATE, { companyId: 1, name: 'Mine', code: 'MINE' })).body.code).toBe(401001)
    const mine = await gateway.ctx.db.selectFrom('tenant').select('id').where('code', '=', 'MINE').execute()
    expect(mine).toEqual([])
  })
})
