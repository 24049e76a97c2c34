import type { AddressInfo } from 'node:net'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { start, type RunningShop } from '../../../../vendors/tour-shop/server/index'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { tempDir } from '../../testing/temp-dir'
import { appPseudonyms } from '../accounts'
import { signPayload } from './signature'
import { drainWebhooks } from './workers'

const PASSWORD = 'Vendor#Secret-1'

// The sample tour shop on its own origin hears the portal's signed webhooks from a gateway on another: it refuses what
// is not signed with its tenant's secret, opens a wallet for a joiner, and deletes the tenant's data on uninstall,
// confirming it to the portal, whose administrator then sees the confirmation.
describe('the tour shop and the portal webhooks, across origins', () => {
  let gateway: TestGateway
  let shop: RunningShop
  let admin: string
  let hr: string
  let secret: string
  const dir = tempDir()
  const en = { 'accept-language': 'en' }
  const apps = async (name: string, body: unknown) =>
    (await gateway.post(`/gateway/vendor/web/apps/${name}`, body, admin, en)).body
  const send = async () => {
    await drainWebhooks(gateway.ctx)
    return gateway.ctx.db
      .selectFrom('app_webhook_delivery')
      .selectAll()
      .where('app_code', '=', 'tour-shop')
      .orderBy('created_at')
      .execute()
  }
  /** The shop's own store, read as its vendor would. */
  const shopDb = () => new SQLite(`${dir.path}/tour-shop.sqlite`, { readonly: true })
  const postHook = (body: string, headers: Record<string, string>) =>
    fetch(`${shop.url}/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })

  beforeAll(async () => {
    gateway = await startTestGateway()
    await gateway.app.listen({ host: '127.0.0.1', port: 0 })
    const portalUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`
    shop = await start({
      host: '127.0.0.1',
      port: 0,
      portalUrl,
      dataDir: dir.path,
      shellOrigins: [gateway.ctx.config.shellOrigin],
      consolePassword: PASSWORD,
      publicDir: dir.path,
      clock: () => new Date(gateway.ctx.now()),
      demoData: false,
    })
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  })
  afterAll(async () => {
    await shop.close()
    await gateway.close()
    dir.remove()
  })

  it('is installed with its webhook address; app.installed waits until the vendor holds the secret', async () => {
    const manifestUrl = `${shop.url}/manifest.json`
    const checked = await apps('preview', { manifestUrl })
    expect(checked.result.errors ?? []).toEqual([])
    expect((await apps('install', { manifestUrl, manifestHash: checked.result.manifestHash, roles: [] })).code).toBe(0)
    const [first] = await send()
    expect(first).toMatchObject({ topic: 'app.installed', status: 'pending', last_status: 401 })

    secret = (await apps('webhooks/secret', { code: 'tour-shop' })).result.secret
    const login = await fetch(`${shop.url}/console/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.url },
      body: `password=${encodeURIComponent(PASSWORD)}`,
    })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    const saved = await fetch(`${shop.url}/console/tenants/1/webhook-secret`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: shop.url },
      body: JSON.stringify({ secret }),
    })
    expect(saved.status).toBe(200)
    gateway.setNow(Number(first.next_at))
    expect((await send())[0]).toMatchObject({ topic: 'app.installed', status: 'delivered', last_status: 202 })
  })

  it('refuses a delivery signed with another secret, re-signed with a new timestamp, or replayed late', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      topic: 'staff.joined',
      createdAt: '',
      tenantId: 1,
      app: 'tour-shop',
      data: { id: 'x', name: 'Forged' },
    })
    const now = Math.floor(gateway.ctx.now() / 1000)
    const headers = async (key: string, at: number, signedAt = at) => ({
      'x-portal-webhook-timestamp': String(at),
      'x-portal-webhook-signature': signPayload(key, signedAt, body),
    })
    expect((await postHook(body, await headers('whsec_someone-else', now))).status).toBe(401)
    expect((await postHook(body, await headers(secret, now, now - 900))).status).toBe(401)
    expect((await postHook(body, await headers(secret, now - 900))).status).toBe(401)
  })

  it("opens a wallet for a joiner under the shop's pseudonymous id", async () => {
    const position = await gateway.ctx.db
      .selectFrom('gangwei')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const values = {
      name: '商城新人',
      jobNumber: 'TS0001',
      mobile: '13755550001',
      organ: position.organ_id,
      gangwei: position.id,
      entryDate: '2026-10-01',
    }
    const hired = (await gateway.post('/gateway/ums/web/entryUser/onboard', { values }, hr)).body
    expect(hired.code).toBe(0)
    const joined = (await send()).find((row) => row.topic === 'staff.joined')
    expect(joined).toMatchObject({ status: 'delivered', last_status: 202 })
    const id = (await appPseudonyms(gateway.ctx.db, 1, 'tour-shop')).ofStaff(hired.result.id)
    expect(JSON.parse(joined!.body).data).toMatchObject({ id, name: '商城新人' })
    expect(shopDb().prepare('SELECT tenant_id, person_id, name FROM wallet').all()).toEqual([
      { tenant_id: 1, person_id: id, name: '商城新人' },
    ])
  })

  it("deletes the tenant's data on uninstall and confirms it; the administrator sees the confirmation", async () => {
    expect((await apps('uninstall', { code: 'tour-shop' })).code).toBe(0)
    const gone = (await send()).find((row) => row.topic === 'app.uninstalled')
    expect(gone).toMatchObject({ status: 'delivered', last_status: 202 })
    const [deletion] = (await apps('webhooks/deletions', {})).result.rows
    expect(deletion).toMatchObject({ code: 'tour-shop', confirmedAt: gateway.ctx.now() })
    expect(shopDb().prepare('SELECT count(*) AS n FROM wallet').get()).toEqual({ n: 0 })
    expect(
      shopDb().prepare('SELECT deletion_id, confirmed_at IS NOT NULL AS confirmed FROM data_deletion').all(),
    ).toEqual([{ deletion_id: deletion.id, confirmed: 1 }])
  })
})
