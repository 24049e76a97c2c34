import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startManifestServer, type ManifestServer } from '../../testing/manifest-server'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { auditRowsOf, callApi } from './test-helpers'

// An app takes its new version on its own (POST /gateway/vendor/api/app/update) when it asks for nothing more than
// the consent in force; one that widens anything waits for the administrator and the installed version keeps running.
describe("an app's own update", () => {
  let gateway: TestGateway
  let vendor: ManifestServer
  let admin: string
  let credential: { clientId: string; secret: string }
  const en = { 'accept-language': 'en' }
  const STAFF_ROLE = 2
  const manifest = (version: string, more: Record<string, unknown> = {}) => ({
    name: 'gifts',
    code: 'gifts',
    version,
    party: 'third',
    title: { 'zh-CN': '礼品', en: 'Gifts' },
    entry: `${vendor.origin}/app/`,
    capabilities: ['session.appToken', 'ui'],
    scopes: ['org.read'],
    optionalScopes: ['directory.read'],
    webhooks: { url: `${vendor.origin}/hooks`, topics: ['org.changed'] },
    widgets: [{ id: 'offers', title: { 'zh-CN': '礼品', en: 'Offers' }, page: '/offers', size: 'small' }],
    menus: [{ functionId: 'gifts:list', link: '/list', title: { 'zh-CN': '礼品清单', en: 'Gift list' } }],
    ...more,
  })
  const publish = (version: string, more?: Record<string, unknown>) =>
    vendor.answer('/manifest.json', { json: manifest(version, more) })
  const installed = async () => {
    const list = await gateway.post('/gateway/vendor/web/apps/list', { lang: 'en' }, admin, en)
    return list.body.result.apps.find((app: { code: string }) => app.code === 'gifts')
  }
  const update = async () => {
    const exchanged = await gateway.post(
      '/gateway/vendor/api/oauth/token',
      { grant_type: 'client_credentials', client_id: credential.clientId, client_secret: credential.secret },
      undefined,
      en,
    )
    return (await callApi(gateway, 'app/update', {}, exchanged.body.result.token, en)).body
  }

  beforeAll(async () => {
    vendor = await startManifestServer()
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    publish('1.0.0')
    const manifestUrl = `${vendor.origin}/manifest.json`
    const checked = await gateway.post('/gateway/vendor/web/apps/preview', { manifestUrl }, admin, en)
    const { manifestHash } = checked.body.result
    const done = await gateway.post(
      '/gateway/vendor/web/apps/install',
      { manifestUrl, manifestHash, roles: [STAFF_ROLE] },
      admin,
      en,
    )
    expect(done.body.code).toBe(0)
    credential = (await gateway.post('/gateway/vendor/web/apps/credentials/issue', { code: 'gifts' }, admin, en)).body
      .result
  })
  afterAll(async () => {
    await gateway.close()
    await vendor.close()
  })

  it('answers current while the manifest names no higher version', async () => {
    expect(await update()).toMatchObject({ code: 0, result: { state: 'current', version: '1.0.0' } })
  })

  it('applies a version that asks for nothing more, under the consent given, for the roles that hold the app', async () => {
    const before = await installed()
    publish('1.1.0', {
      menus: [
        { functionId: 'gifts:list', link: '/list', title: { 'zh-CN': '礼品清单', en: 'Gift list' } },
        { functionId: 'gifts:orders', link: '/orders', title: { 'zh-CN': '订单', en: 'Orders' } },
      ],
    })
    expect(await update()).toMatchObject({ code: 0, result: { state: 'updated', version: '1.1.0' } })
    const after = await installed()
    expect(after).toMatchObject({ version: '1.1.0', roleIds: [STAFF_ROLE], rollbackTo: '1.0.0' })
    expect([after.consentedBy, after.consentedAt]).toEqual([before.consentedBy, before.consentedAt])
    // Audited as the app's own update (user 0), and told to its backend.
    const rows = await auditRowsOf(gateway, 1, 'vendor')
    expect(rows.map((row) => [row.method, row.user_id])).toContainEqual(['apps.update', 0])
    const told = await gateway.ctx.db
      .selectFrom('app_webhook_delivery')
      .select('body')
      .where('app_code', '=', 'gifts')
      .where('topic', '=', 'app.updated')
      .execute()
    expect(told.map((row) => JSON.parse(row.body).data.version)).toContain('1.1.0')
  })

  it.each([
    ['a data scope', { scopes: ['org.read', 'directory.read'], optionalScopes: [] }, 'scope directory.read'],
    ['an optional scope', { optionalScopes: ['directory.read', 'leave.read'] }, 'optional scope leave.read'],
    [
      'a webhook topic',
      { webhooks: { url: 'https://gifts.example.com/hooks', topics: ['org.changed', 'position.changed'] } },
      'webhook topic position.changed',
    ],
    [
      'a widget',
      {
        widgets: [
          { id: 'offers', title: { 'zh-CN': '礼品', en: 'Offers' }, page: '/offers', size: 'small' },
          { id: 'orders', title: { 'zh-CN': '订单', en: 'Orders' }, page: '/orders', size: 'small' },
        ],
      },
      'widget orders',
    ],
  ])('never widens silently: %s waits for the administrator, the installed version runs', async (_, more, named) => {
    publish('2.0.0', more)
    const answer = await update()
    expect(answer.result).toMatchObject({ state: 'needs consent', version: '2.0.0', installed: '1.1.0' })
    expect(answer.result.widens).toContain(named)
    expect((await installed()).version).toBe('1.1.0')
    // The administrator's own check shows the update asks for more (the consent screen).
    const manifestUrl = `${vendor.origin}/manifest.json`
    const checked = await gateway.post('/gateway/vendor/web/apps/preview', { manifestUrl }, admin, en)
    expect(checked.body.result.update.asksMore).toBe(true)
    const rows = await auditRowsOf(gateway, 1, 'vendor')
    expect(rows.map((row) => row.method)).toContain('apps.update.waiting')
  })

  it('answers the problems of a manifest that does not check', async () => {
    vendor.answer('/manifest.json', { json: { ...manifest('3.0.0'), capabilities: ['no.such'] } })
    const answer = await update()
    expect(answer.result.state).toBe('invalid')
    expect(answer.result.problems.map((p: { path: string }) => p.path)).toContain('capabilities[0]')
    expect((await installed()).version).toBe('1.1.0')
  })
})
