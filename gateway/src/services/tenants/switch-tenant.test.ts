import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const LIST = '/gateway/tum/web/tenant/listAuthTenants'
const SWITCH = '/gateway/tum/web/tenant/switchTenant'
const USER_PAGE = '/gateway/ums/web/entryUser/getUserPage'

describe('tenant switching', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it("lists the user's tenants", async () => {
    const admin = await gateway.login('admin', 'Admin@12345')
    expect((await gateway.post(LIST, {}, admin)).body.result.map((t: { name: string }) => t.name)).toEqual([
      'Demo Co. Shanghai',
      'Demo Co. Beijing',
    ])
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(LIST, {}, staff)).body.result).toHaveLength(1)
  })

  it('moves the session to another tenant: the new token sees that tenant only, the old one is ended', async () => {
    const admin = await gateway.login('admin', 'Admin@12345')
    expect((await gateway.post(USER_PAGE, {}, admin)).body.result.total).toBe(240)
    const answer = (await gateway.post(SWITCH, { tenantId: 2 }, admin)).body
    expect(answer).toMatchObject({ code: 0, result: { tenantId: 2, tenantName: 'Demo Co. Beijing' } })
    expect((await gateway.post(USER_PAGE, {}, answer.result.token)).body.result.total).toBe(40)
    expect((await gateway.post(USER_PAGE, {}, admin)).body.code).toBe(401001)
  })

  it('refuses a tenant the user is not authorised for, and keeps the session', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(SWITCH, { tenantId: 2 }, staff)).body.code).toBe(400102)
    expect((await gateway.post(USER_PAGE, {}, staff)).body.code).toBe(0)
    expect((await gateway.post(SWITCH, {}, staff)).status).toBe(400)
  })
})
