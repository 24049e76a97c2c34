import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { apiTokenOf, callApi, installApp } from './test-helpers'

// An app asks for a data scope its manifest lists under optionalScopes while it runs; the tenant administrator sees
// the request on the Apps page and consents or refuses; tokens hold the consent in force at each call.
describe('optional data scopes asked at run time', () => {
  let gateway: TestGateway
  let one: string
  let two: string
  let token: string
  const en = { 'accept-language': 'en' }
  const ask = (scopes: string[], with_ = token) => callApi(gateway, 'scopes/request', { scopes }, with_, en)
  const staff = (with_ = token) => callApi(gateway, 'directory/staff', {}, with_, en)
  const decide = (scope: string, decision: string, session = one) =>
    gateway.post('/gateway/vendor/web/apps/optional-scope', { code: 'asker', scope, decision, lang: 'en' }, session, en)
  const listed = async () => {
    const answer = await gateway.post('/gateway/vendor/web/apps/list', { lang: 'en' }, one, en)
    const app = answer.body.result.apps.find((row: { code: string }) => row.code === 'asker')
    return app.optionalScopes as Array<{ name: string; state: string; description: string }>
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    one = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    await installApp(gateway, { tenantId: 1, code: 'asker', scopes: ['org.read'] })
    const row = await gateway.ctx.db
      .selectFrom('app_install')
      .select('manifest')
      .where('tenant_id', '=', 1)
      .where('code', '=', 'asker')
      .executeTakeFirstOrThrow()
    const manifest = { ...JSON.parse(row.manifest), optionalScopes: ['directory.read'] }
    await gateway.ctx.db
      .updateTable('app_install')
      .set({ manifest: JSON.stringify(manifest) })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'asker')
      .execute()
    token = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'asker' })
  })
  afterAll(() => gateway.close())

  it('refuses a scope the manifest does not offer, and the call that needs it', async () => {
    const answer = await ask(['attendance.read'])
    expect(answer.body).toEqual({
      code: 0,
      msg: expect.any(String),
      result: { scopes: { 'attendance.read': 'not optional' }, consented: ['org.read'] },
    })
    expect((await listed()).map((one) => one.state)).toEqual(['not asked'])
    const adminTries = await decide('attendance.read', 'consent')
    expect(adminTries.body.code).toBe(400436)
    expect(adminTries.body.msg).toContain('does not offer the data scope "attendance.read"')
  })

  it('shows an asked scope to the administrator; the call is refused until consented', async () => {
    expect((await staff()).body.code).toBe(403101)
    expect((await ask(['directory.read'])).body.result.scopes).toEqual({ 'directory.read': 'asked' })
    expect(await listed()).toEqual([
      { name: 'directory.read', state: 'asked', description: expect.stringMatching(/\w/) },
    ])
    expect((await staff()).body.code).toBe(403101)
  })

  it('a refused scope stays refused when asked again, and its calls are refused', async () => {
    expect((await decide('directory.read', 'refuse')).body.result.optionalScopes[0].state).toBe('refused')
    expect((await ask(['directory.read'])).body.result.scopes).toEqual({ 'directory.read': 'refused' })
    expect((await staff()).body.code).toBe(403101)
  })

  it('a consent holds at the next call of the same token; a revocation ends it there', async () => {
    const consented = await decide('directory.read', 'consent')
    expect(consented.body.result.optionalScopes[0].state).toBe('consented')
    expect((await staff()).body.code).toBe(0)
    expect((await ask(['directory.read'])).body.result).toEqual({
      scopes: { 'directory.read': 'consented' },
      consented: ['org.read', 'directory.read'],
    })
    // Each decision is audited (and told to the app's backend as app.updated: webhooks/lifecycle.ts).
    const methods = (
      await gateway.ctx.db.selectFrom('bridge_audit').select(['method', 'reason']).where('tenant_id', '=', 1).execute()
    ).map((row) => row.method)
    expect(methods).toEqual(expect.arrayContaining(['apps.scope.refuse', 'apps.scope.consent']))
    expect((await decide('directory.read', 'revoke')).body.result.optionalScopes[0].state).toBe('not asked')
    expect((await staff()).body.code).toBe(403101)
  })

  it("another tenant's administrator cannot decide for this tenant's install", async () => {
    expect((await decide('directory.read', 'consent', two)).body.code).toBe(400431)
    expect((await staff()).body.code).toBe(403101)
  })
})
