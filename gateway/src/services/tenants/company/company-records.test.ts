import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { registrationKit } from '../../../testing/company-registration'

describe('company records: listing, refusing and disabling companies, registrations per address', () => {
  let gateway: TestGateway
  let operator: string
  const { post, form, proofOf, registerLakeside } = registrationKit(() => gateway)

  beforeAll(async () => {
    gateway = await startTestGateway()
    operator = await gateway.login('operator', 'Operator@12345', { tenantId: 1 })
    await registerLakeside()
  })
  afterAll(() => gateway.close())

  it('lists companies with tenants, admin, staff count and status for an operator, searched and filtered', async () => {
    const all = (await post('/tum/web/company/records', { page: 1, rows: 10 }, operator)).body.result
    expect(all.total).toBe(2)
    expect(all.countData).toEqual({ active: 2 })
    expect(all.rows[0]).toMatchObject({
      name: 'Lakeside Tea Ltd.',
      status: 'active',
      adminAccount: 'lakeside.admin',
      staffCount: 0,
      source: 'expo-2024',
    })
    expect(all.rows[0].tenants).toEqual([expect.objectContaining({ name: 'Lakeside HQ' })])
    expect(all.rows[1].tenants).toHaveLength(2)
    expect(all.rows[1].staffCount).toBeGreaterThan(0)
    const found = (await post('/tum/web/company/records', { name: 'LAKESIDE' }, operator)).body.result
    expect(found.rows.map((r: { name: string }) => r.name)).toEqual(['Lakeside Tea Ltd.'])
    expect((await post('/tum/web/company/records', { name: '%' }, operator)).body.result.total).toBe(0)
    expect((await post('/tum/web/company/records', { status: 'disabled' }, operator)).body.result.total).toBe(0)
    const second = (await post('/tum/web/company/records', { page: 2, rows: 1 }, operator)).body.result
    expect(second).toMatchObject({ total: 2, page: 2 })
    expect(second.rows).toHaveLength(1)
  })

  it('refuses records and status changes to staff, a tenant administrator and a super user who is not an operator', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const lakeside = await gateway.login('lakeside.admin', 'Tea#Garden2024')
    for (const token of [staff, admin, lakeside]) {
      expect((await post('/tum/web/company/records', {}, token)).body.code).toBe(403001)
      expect((await post('/tum/web/company/setStatus', { companyId: 1, status: 'disabled' }, token)).body.code).toBe(
        403001,
      )
    }
    expect((await post('/tum/web/company/records', {})).body.code).toBe(401001)
  })

  it('disables a company: its sessions end and its users cannot sign in until it is enabled again', async () => {
    const companyId = (await post('/tum/web/company/records', { name: 'lakeside' }, operator)).body.result.rows[0]
      .companyId
    const open = await gateway.login('lakeside.admin', 'Tea#Garden2024')
    expect((await post('/tum/web/company/setStatus', { companyId, status: 'disabled' }, operator)).body.code).toBe(0)
    expect((await post('/ums/web/user/getLoginUserInfo', {}, open)).body.code).toBe(401001)
    const refused = await post('/uac/account/login', { account: 'lakeside.admin', password: 'Tea#Garden2024' })
    expect(refused.body).toMatchObject({ code: 400903, msg: '该企业已被停用，请联系平台' })
    const disabled = (await post('/tum/web/company/records', { status: 'disabled' }, operator)).body.result
    expect(disabled.rows.map((r: { companyId: number }) => r.companyId)).toEqual([companyId])
    expect(disabled.countData).toEqual({ active: 1, disabled: 1 })
    expect((await post('/tum/web/company/setStatus', { companyId, status: 'active' }, operator)).body.code).toBe(0)
    expect(await gateway.login('lakeside.admin', 'Tea#Garden2024')).toBeTruthy()
    expect((await post('/tum/web/company/setStatus', { companyId: 999, status: 'active' }, operator)).body.code).toBe(
      400902,
    )
    expect(
      (
        await post('/tum/web/company/setStatus', { companyId: 1, status: 'disabled' }, operator, {
          'accept-language': 'en',
        })
      ).body.msg,
    ).toBe('You cannot disable the company of your own account')
  })

  it('limits registrations per address and day in the database', async () => {
    // The successful registration above counted one; four more from this address fill the day.
    await gateway.ctx.db
      .updateTable('attempt_counter')
      .set({ count: 5 })
      .where('key', '=', 'company:register:ip:127.0.0.1')
      .execute()
    const proof = await proofOf('a@sixth.example')
    const answer = await post(
      '/tum/web/company/register',
      form({
        companyName: 'Sixth Co',
        adminAccount: 'sixth.co',
        adminPhone: '13700000006',
        adminEmail: 'a@sixth.example',
        proof,
      }),
      undefined,
      { 'accept-language': 'en' },
    )
    expect(answer.body).toMatchObject({
      code: 400110,
      msg: 'Too many registrations from this address, please try again later',
    })
  })
})
