import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { codeAt, enrol } from './test-helpers'

const STATUS = '/gateway/uac/web/totpReset/status'
const RESET = '/gateway/uac/web/totpReset/reset'
const PERMISSION = '/gateway/uac/web/permission/getLoginPermission'
const T0 = Math.floor(Date.UTC(2031, 4, 5, 9) / 30_000) * 30_000
const EN = { 'accept-language': 'en' }
// Demo data: staff (user 2) is staff member 12 of tenant 1 only; hr (user 3) is staff member 40, in tenants 1 and 2.
const STAFF = { userId: 2, staffId: 12 }
const HR = { userId: 3, staffId: 40 }

describe("an administrator's reset of two-step verification", () => {
  let gateway: TestGateway
  let hr: string
  const noticesOf = async (userId: number) =>
    gateway.ctx.db
      .selectFrom('notice_receipt')
      .innerJoin('notice', (join) =>
        join
          .onRef('notice.id', '=', 'notice_receipt.notice_id')
          .onRef('notice.tenant_id', '=', 'notice_receipt.tenant_id'),
      )
      .select(['notice.tenant_id', 'notice.title', 'notice.body', 'notice.publisher_id', 'notice.link'])
      .where('notice_receipt.user_id', '=', userId)
      .orderBy('notice.created_at')
      .execute()
  const hasFactor = async (userId: number) => ({
    totp: (await gateway.ctx.db.selectFrom('user_totp').select('user_id').where('user_id', '=', userId).execute())
      .length,
    codes: (
      await gateway.ctx.db.selectFrom('totp_recovery_code').select('user_id').where('user_id', '=', userId).execute()
    ).length,
  })

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(T0)
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  })
  afterAll(() => gateway.close())

  it('is for holders of the reset button only', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(STATUS, { staffId: HR.staffId }, staff)).body.code).toBe(403001)
    expect((await gateway.post(RESET, { staffId: HR.staffId }, staff)).body.code).toBe(403001)
    expect((await gateway.post(STATUS, { staffId: STAFF.staffId }, hr)).body.result).toEqual({
      account: 'staff',
      enabled: false,
      refusal: null,
    })
    expect((await gateway.post(RESET, { staffId: STAFF.staffId }, hr, EN)).body).toEqual({
      code: 400134,
      msg: 'Two-step verification is not on',
    })
  })

  it("removes the authenticator and recovery codes, ends the user's sessions, audits and tells the user", async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    await enrol(gateway, staff, T0 + 30_000)
    expect(await hasFactor(STAFF.userId)).toEqual({ totp: 1, codes: 10 })
    expect((await gateway.post(STATUS, { staffId: STAFF.staffId }, hr)).body.result).toEqual({
      account: 'staff',
      enabled: true,
      refusal: null,
    })
    // A sign-in waiting for its second step dies with the factor.
    gateway.setNow(T0 + 60_000)
    const waiting = (await gateway.post('/gateway/uac/account/login', { account: 'staff', password: 'Staff@12345' }))
      .body.result.totpTicket
    expect(waiting).toEqual(expect.any(String))

    expect((await gateway.post(RESET, { staffId: STAFF.staffId }, hr)).body).toEqual({
      code: 0,
      msg: 'success',
      result: { account: 'staff' },
    })
    expect(await hasFactor(STAFF.userId)).toEqual({ totp: 0, codes: 0 })
    expect((await gateway.post(PERMISSION, {}, staff)).body.code).toBe(401001)
    expect(
      (await gateway.post('/gateway/uac/account/totp/login', { totpTicket: waiting, code: '123456' })).body.code,
    ).toBe(400133)
    // The next sign-in takes the password only (the tenant does not require the factor).
    expect(
      (await gateway.post('/gateway/uac/account/login', { account: 'staff', password: 'Staff@12345' })).body.result
        .token,
    ).toEqual(expect.any(String))

    const audit = await gateway.ctx.db
      .selectFrom('bridge_audit')
      .selectAll()
      .where('method', '=', 'uac.totpReset')
      .execute()
    expect(audit).toEqual([
      expect.objectContaining({
        user_id: HR.userId,
        tenant_id: 1,
        app: 'uac',
        capability: '100205',
        decision: 'allow',
        reason: 'user staff (2)',
      }),
    ])
    const listed = (
      await gateway.post(
        '/gateway/joyhr/web/bridgeAudit/list',
        { page: 1, rows: 50 },
        await gateway.login('admin', 'Admin@12345', { tenantId: 1 }),
      )
    ).body.result.rows
    expect(listed.map((r: { method: string }) => r.method)).toContain('uac.totpReset')

    const [notice] = await noticesOf(STAFF.userId)
    expect(notice).toMatchObject({
      tenant_id: 1,
      publisher_id: HR.userId,
      title: '两步验证已被管理员重置 / Two-step verification was reset by an administrator',
      // The notice opens the account's security settings, where the factor is set up again.
      link: '/portal/security',
    })
    const tenantName = (
      await gateway.ctx.db.selectFrom('tenant').select('name').where('id', '=', 1).executeTakeFirstOrThrow()
    ).name
    expect(notice.body).toContain(`an administrator of "${tenantName}", reset the two-step verification`)
    expect(notice.body).toContain(`“${tenantName}”的管理员`)
  })

  it("stays within the admin's tenant and data range", async () => {
    const adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await gateway.post(STATUS, { staffId: STAFF.staffId }, adminTwo, EN)).body).toEqual({
      code: 400203,
      msg: 'Staff member not found',
    })
    expect((await gateway.post(RESET, { staffId: STAFF.staffId }, adminTwo)).body.code).toBe(400203)
  })

  it("refuses one's own factor, and a user of tenants the admin does not administer", async () => {
    const hrToken = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    await enrol(gateway, hrToken, T0 + 120_000)
    expect((await gateway.post(RESET, { staffId: HR.staffId }, hrToken, EN)).body).toEqual({
      code: 400000,
      msg: 'Change your own two-step verification in your security settings',
    })
    // Staff made an administrator of tenant 1 only: hr also belongs to tenant 2, where staff administers nothing.
    await gateway.ctx.db.insertInto('user_role').values({ user_id: STAFF.userId, role_id: 1 }).execute()
    await gateway.ctx.db
      .updateTable('app_user')
      .set((eb) => ({ perm_version: eb('perm_version', '+', 1) }))
      .where('id', '=', STAFF.userId)
      .execute()
    const staffAdmin = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(STATUS, { staffId: HR.staffId }, staffAdmin, EN)).body.result).toEqual({
      account: 'hr',
      enabled: true,
      refusal:
        'This user also belongs to tenants you do not administer: only an administrator of all of them can reset their two-step verification',
    })
    expect((await gateway.post(RESET, { staffId: HR.staffId }, staffAdmin)).body.code).toBe(403001)
    expect(await hasFactor(HR.userId)).toEqual({ totp: 1, codes: 10 })
    // A super administrator administers every tenant.
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    expect((await gateway.post(RESET, { staffId: HR.staffId }, admin)).body.code).toBe(0)
    expect(await hasFactor(HR.userId)).toEqual({ totp: 0, codes: 0 })
  })
})

describe('notices of the second factor', () => {
  let gateway: TestGateway
  const titlesOf = async (userId: number) =>
    await gateway.ctx.db
      .selectFrom('notice_receipt')
      .innerJoin('notice', (join) =>
        join
          .onRef('notice.id', '=', 'notice_receipt.notice_id')
          .onRef('notice.tenant_id', '=', 'notice_receipt.tenant_id'),
      )
      .select(['notice.title', 'notice.body', 'notice.tenant_id'])
      .where('notice_receipt.user_id', '=', userId)
      .orderBy('notice.created_at')
      .execute()
  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(T0)
  })
  afterAll(() => gateway.close())

  it('tell the user of a sign-in by recovery code, with the codes left, and of turning it off', async () => {
    const token = await gateway.login('staff', 'Staff@12345')
    const { secret, recoveryCodes } = await enrol(gateway, token, T0)
    gateway.setNow(T0 + 60_000)
    const ticket = (await gateway.post('/gateway/uac/account/login', { account: 'staff', password: 'Staff@12345' }))
      .body.result.totpTicket
    expect(
      (await gateway.post('/gateway/uac/account/totp/login', { totpTicket: ticket, code: codeAt(secret, T0 + 60_000) }))
        .body.code,
    ).toBe(0)
    expect(await titlesOf(STAFF.userId)).toEqual([])
    const again = (await gateway.post('/gateway/uac/account/login', { account: 'staff', password: 'Staff@12345' })).body
      .result.totpTicket
    expect(
      (await gateway.post('/gateway/uac/account/totp/login', { totpTicket: again, code: recoveryCodes[0] })).body.code,
    ).toBe(0)
    const [used] = await titlesOf(STAFF.userId)
    expect(used).toMatchObject({ tenant_id: 1, title: '已使用恢复码登录 / Signed in with a recovery code' })
    expect(used.body).toContain('9 recovery codes left')
    expect(used.body).toContain('还剩 9 个恢复码')

    gateway.setNow(T0 + 90_000)
    expect(
      (await gateway.post('/gateway/uac/account/totp/disable', { password: 'Staff@12345' }, token)).body.code,
    ).toBe(0)
    const titles = (await titlesOf(STAFF.userId)).map((n) => n.title)
    expect(titles).toEqual([
      '已使用恢复码登录 / Signed in with a recovery code',
      '两步验证已关闭 / Two-step verification was turned off',
    ])
  })
})
