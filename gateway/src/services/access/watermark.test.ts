import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

describe('company watermark setting', () => {
  let gateway: TestGateway
  const post = (path: string, body: unknown, token?: string) =>
    gateway.post(`/gateway/joyhr/web/companySetting/${path}`, body, token)
  const load = async (token: string) => (await post('watermark', {}, token)).body.result

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('is off until an administrator turns it on, then shows each user their own name and job number', async () => {
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const staff = await gateway.login('staff', 'Staff@12345')
    expect(await load(staff)).toEqual({ enabled: false, text: null })
    expect((await post('saveWatermark', { enabled: true }, admin)).body).toMatchObject({
      code: 0,
      result: { enabled: true },
    })
    const employee = await gateway.ctx.db
      .selectFrom('employee')
      .select(['name', 'job_number'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
    expect(await load(staff)).toEqual({ enabled: true, text: `${employee.name} ${employee.job_number}` })
    // The administrator has no staff record: the account stands in for the job number.
    expect(await load(admin)).toEqual({ enabled: true, text: '系统管理员 admin' })
    expect((await post('saveWatermark', { enabled: false }, admin)).body.code).toBe(0)
    expect(await load(staff)).toEqual({ enabled: false, text: null })
  })

  it('belongs to one tenant: turning it on in tenant 1 leaves tenant 2 without', async () => {
    const one = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    await post('saveWatermark', { enabled: true }, one)
    expect((await load(one)).enabled).toBe(true)
    expect(await load(two)).toEqual({ enabled: false, text: null })
    expect((await load(hrTwo)).enabled).toBe(false)
    await post('saveWatermark', { enabled: true }, two)
    await post('saveWatermark', { enabled: false }, one)
    expect((await load(hrTwo)).enabled).toBe(true)
    expect((await load(one)).enabled).toBe(false)
    await post('saveWatermark', { enabled: false }, two)
  })

  it('lets only holders of Company settings (1004) change it', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    expect((await post('saveWatermark', { enabled: true }, staff)).body.code).toBe(403001)
    expect((await post('saveWatermark', { enabled: true }, hr)).body.code).toBe(403001)
    expect(await load(staff)).toEqual({ enabled: false, text: null })
    expect((await post('saveWatermark', { enabled: 'yes' }, hr)).body.code).toBe(400000)
    expect((await post('watermark', {})).body.code).toBe(401001)
  })
})
