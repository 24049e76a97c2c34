import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installTestApp } from '../../testing/installed-app-row'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const CHECK = '/gateway/tum/web/tenant/checkHTUserAuthorizationModule'

// §2: the tour shop's menu is removed unless the user passes the tour-shop authorisation check (§7).
describe('the tour-shop authorisation check', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let admin: string
  const check = async (token: string) => (await gateway.post(CHECK, {}, token)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  })
  afterAll(() => gateway.close())

  it('fails everyone while the tenant has not installed the tour shop', async () => {
    expect(await check(staff)).toMatchObject({ code: 0, result: false })
    expect((await check(admin)).result).toBe(false)
  })

  it('passes the holders of the roles it was opened to, and a super user; not the others, not in another tenant', async () => {
    // Opened to Staff (role 2) in the demo tenant only.
    await installTestApp(gateway.ctx.db, {
      tenantId: 1,
      id: 70_001,
      code: 'tour-shop',
      entry: 'http://127.0.0.1:5999/tour-shop/',
      roles: [2],
    })
    expect((await check(staff)).result).toBe(true)
    expect((await check(manager)).result).toBe(false)
    expect((await check(admin)).result).toBe(true)
    const elsewhere = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await check(elsewhere)).result).toBe(false)
  })

  it('fails everyone once the tour shop is switched off', async () => {
    await gateway.ctx.db
      .updateTable('app_install')
      .set({ status: 'disabled' })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'tour-shop')
      .execute()
    expect((await check(staff)).result).toBe(false)
  })

  it('is asked with a session only', async () => {
    expect((await gateway.post(CHECK, {})).body.code).toBe(401001)
  })
})
