import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { appPseudonyms } from '../accounts'
import { installApp } from './test-helpers'

const APP_EVENT = '/gateway/vendor/web/appEvent'

describe('HR events as a third-party app may hear them (appEvent)', () => {
  let gateway: TestGateway
  let admin: string
  const ask = async (body: Record<string, unknown>, session = admin) =>
    (await gateway.post(APP_EVENT, body, session)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    await installApp(gateway, { tenantId: 1, code: 'people', scopes: ['directory.read'] })
    await installApp(gateway, { tenantId: 1, code: 'blind', scopes: ['user.name'] })
    await installApp(gateway, { tenantId: 1, code: 'asks', scopes: ['approvals.start'] })
  })
  afterAll(() => gateway.close())

  it("turns a staff id into the app's pseudonymous id, the one its directory and session.user show", async () => {
    // Staff 40 is hr's record (account 3).
    const pseudonyms = await appPseudonyms(gateway.ctx.db, 1, 'people')
    expect(await ask({ appId: 'people', topic: 'staff.changed', staffId: 40 })).toMatchObject({
      code: 0,
      result: { id: pseudonyms.ofUser(3) },
    })
    const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    expect((await gateway.post('/gateway/vendor/web/appUser', { appId: 'people' }, hr)).body.result.id).toBe(
      pseudonyms.ofUser(3),
    )
    // A staff record of another tenant, or none at all: nothing to hear.
    const foreign = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 2)
      .executeTakeFirstOrThrow()
    expect((await ask({ appId: 'people', topic: 'staff.changed', staffId: foreign.id })).result).toEqual({ id: null })
    expect((await ask({ appId: 'people', topic: 'staff.changed', staffId: 999_999 })).result).toEqual({ id: null })
  })

  it("refuses an app without the topic's consented scope, and topics no scope reaches", async () => {
    expect((await ask({ appId: 'blind', topic: 'staff.changed', staffId: 40 })).code).toBe(403001)
    expect((await ask({ appId: 'people', topic: 'approval.changed', instanceId: 'x' })).code).toBe(403001)
    expect((await ask({ appId: 'system', topic: 'staff.changed', staffId: 40 })).code).toBe(403001)
    expect((await ask({ appId: 'people', topic: 'role.saved', staffId: 40 })).code).not.toBe(0)
  })

  it('tells an app of an approval only when it started it', async () => {
    const now = gateway.ctx.now()
    const started = (app_code: string, approval_id: string) => ({
      tenant_id: 1,
      app_code,
      reference: approval_id,
      approval_id,
      user_id: 1,
      created_at: now,
      biz_id: `biz-${approval_id}`,
      title: 'Order',
      amount: null,
      app_title_zh: '应用',
      app_title_en: 'App',
    })
    await gateway.ctx.db
      .insertInto('vendor_api_approval')
      .values([started('asks', 'approval-of-asks'), started('people', 'approval-of-people')])
      .execute()
    const heard = async (instanceId: string) =>
      (await ask({ appId: 'asks', topic: 'approval.changed', instanceId })).result
    expect(await heard('approval-of-asks')).toEqual({ id: 'approval-of-asks' })
    expect(await heard('approval-of-people')).toEqual({ id: null })
    expect(await heard('a-leave-request')).toEqual({ id: null })
  })
})
