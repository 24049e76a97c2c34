import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const BASE = '/gateway/vendor/console'
const ALPHA = 'https://alpha.example.com'
const BETA = 'https://beta.example.com'

describe('the vendor console', () => {
  let gateway: TestGateway
  let operator: string
  let admin: string
  const post = (path: string, body: object = {}, token?: string) =>
    gateway.post(`${BASE}/${path}`, body, token, { 'accept-language': 'en' })
  const signIn = async (login: string, password: string) => (await post('sign-in', { login, password })).body

  /** A delivery to `url` of the app in tenant 1, `status` as given. */
  const delivery = (id: string, app: string, url: string, status: 'delivered' | 'failed', at: number) => ({
    id,
    tenant_id: 1,
    app_code: app,
    topic: 'app.installed',
    url,
    body: '{}',
    status,
    attempts: status === 'failed' ? 3 : 1,
    next_at: at,
    lease_until: 0,
    last_status: status === 'failed' ? 500 : 200,
    last_error: status === 'failed' ? 'HTTP 500' : null,
    created_at: at,
    tried_at: at,
  })
  /** One vendor API call of the app in tenant 1, as vendorapi/audit.ts writes it. */
  const call = (id: string, app: string, decision: 'allow' | 'deny', at: number) => ({
    id,
    user_id: 0,
    tenant_id: 1,
    app,
    origin: 'backend 10.0.0.1',
    method: 'api.directory.staff',
    capability: 'directory.read',
    decision,
    reason: decision === 'deny' ? 'as app; scope not consented' : 'as app; 3 rows',
    arg_bytes: 2,
    latency_ms: 1,
    at,
    received_at: at,
  })

  /** An install of the app `code` served from https://<code>.example.com, as the install route leaves it. */
  let nextId = 800
  const installApp = async (tenantId: number, code: string, scopes: string[]) => {
    const now = gateway.ctx.now()
    const manifest = {
      name: code,
      code,
      version: '1.0.0',
      party: 'third',
      title: { 'zh-CN': `应用${code}`, en: `App ${code}` },
      entry: `https://${code}.example.com/`,
      capabilities: ['session.appToken'],
      scopes,
      menus: [{ functionId: `${code}:home`, link: '/home', title: { 'zh-CN': '首页', en: 'Home' } }],
    }
    await gateway.ctx.db
      .insertInto('app_install')
      .values({
        tenant_id: tenantId,
        code,
        id: nextId++,
        manifest_url: `https://${code}.example.com/manifest.json`,
        origin: `https://${code}.example.com`,
        entry: manifest.entry,
        status: 'enabled',
        version: '1.0.0',
        manifest: JSON.stringify(manifest),
        scopes: JSON.stringify(scopes),
        roles: '[]',
        consented_by: 1,
        consented_at: now,
        installed_at: now,
        updated_at: now,
      })
      .execute()
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    operator = await gateway.login('operator', 'Operator@12345')
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const now = gateway.ctx.now()
    await installApp(1, 'alpha', ['directory.read'])
    await installApp(2, 'alpha', [])
    await installApp(1, 'beta', ['org.read'])
    await gateway.ctx.db
      .insertInto('app_webhook_delivery')
      .values([
        delivery('evt_alpha_1', 'alpha', `${ALPHA}/hooks`, 'delivered', now - 2000),
        delivery('evt_alpha_2', 'alpha', `${ALPHA}/hooks`, 'failed', now - 1000),
        delivery('evt_beta_1', 'beta', `${BETA}/hooks`, 'delivered', now - 500),
        // A look-alike origin: `_` is a LIKE wildcard, the exact origin still decides.
        delivery('evt_alike', 'gamma', 'https://alpha-example.com/hooks', 'delivered', now - 400),
      ])
      .execute()
    await gateway.ctx.db
      .insertInto('bridge_audit')
      .values([
        call('c1', 'alpha', 'allow', now - 3000),
        call('c2', 'alpha', 'deny', now - 2000),
        call('c3', 'beta', 'deny', now - 1000),
      ])
      .execute()
    await gateway.ctx.db
      .insertInto('app_webhook')
      .values({
        tenant_id: 2,
        app_code: 'alpha-old',
        install_id: 77,
        url: `${ALPHA}/hooks`,
        topics: '[]',
        scopes: '[]',
        secret: 'whsec_test',
        secret_shown: 1,
        created_at: now,
        rotated_at: null,
        installed: 0,
      })
      .execute()
    await gateway.ctx.db
      .insertInto('app_data_deletion')
      .values({
        id: 'del_alpha_old',
        tenant_id: 2,
        app_code: 'alpha-old',
        install_id: 77,
        requested_at: now,
        deadline_at: now + 30 * 86_400_000,
        confirmed_at: null,
        keep_ids: 0,
      })
      .execute()
  })
  afterAll(() => gateway.close())

  it('lets platform operators only create vendor accounts, and refuses bad input', async () => {
    const account = { login: 'alpha-co', name: 'Alpha Co', origins: [ALPHA], password: 'Alpha-pass-123', create: true }
    expect((await post('vendors/save', account, admin)).body.code).toBe(403001)
    expect((await post('vendors/save', account)).body.code).not.toBe(0)
    expect(
      (await post('vendors/save', { ...account, origins: ['https://alpha.example.com/app'] }, operator)).body.code,
    ).toBe(400000)
    expect((await post('vendors/save', { ...account, login: 'Alpha Co' }, operator)).body.code).toBe(400000)
    expect((await post('vendors/save', { ...account, password: undefined }, operator)).body.code).toBe(400461)
    expect((await post('vendors/save', account, operator)).body).toMatchObject({
      code: 0,
      result: { login: 'alpha-co' },
    })
    expect((await post('vendors/save', account, operator)).body.code).toBe(400460)
    const beta = { login: 'beta-co', name: 'Beta Co', origins: [BETA], password: 'Beta-pass-1234', create: true }
    expect((await post('vendors/save', beta, operator)).body.code).toBe(0)
    const listed = (await post('vendors/list', {}, operator)).body.result.rows
    expect(listed.map((row: { login: string }) => row.login)).toEqual(['alpha-co', 'beta-co'])
    expect(JSON.stringify(listed)).not.toMatch(/pass|hash|salt/i)
    expect((await post('vendors/list', {}, admin)).body.code).toBe(403001)
  })

  it('refuses a wrong password the same way as an unknown name, and every view signed out', async () => {
    const wrong = await signIn('alpha-co', 'not-the-password')
    const unknown = await signIn('nobody-co', 'not-the-password')
    expect(wrong.code).toBe(401460)
    expect(unknown).toEqual(wrong)
    expect((await post('sign-in', { login: 'alpha-co' })).body.code).toBe(400000)
    for (const path of ['overview', 'deliveries']) {
      expect((await post(path)).body.code).toBe(401461)
      // A tenant user's session is no vendor session.
      expect((await post(path, {}, admin)).body.code).toBe(401461)
      expect((await post(path, {}, 'vct_made-up')).body.code).toBe(401461)
    }
    expect((await post('calls', { days: 7 })).body.code).toBe(401461)
  })

  it("shows a vendor its own apps' installs, deliveries, calls and deletions, never another vendor's", async () => {
    const { token, name } = (await signIn('alpha-co', 'Alpha-pass-123')).result
    expect(name).toBe('Alpha Co')
    const overview = (await post('overview', {}, token)).body.result
    expect(overview.origins).toEqual([ALPHA])
    expect(overview.installs.map((i: { code: string; tenant: string }) => i.code)).toEqual(['alpha', 'alpha'])
    expect(overview.installs[0]).toMatchObject({ version: '1.0.0', status: 'enabled', scopes: ['directory.read'] })
    expect(overview.installs[0].tenant).toEqual(expect.any(String))
    expect(overview.deletions).toEqual([
      expect.objectContaining({ id: 'del_alpha_old', code: 'alpha-old', confirmedAt: null }),
    ])

    const deliveries = (await post('deliveries', {}, token)).body.result.rows
    expect(deliveries.map((row: { id: string }) => row.id)).toEqual(['evt_alpha_2', 'evt_alpha_1'])
    expect(deliveries[0]).toMatchObject({ code: 'alpha', status: 'failed', attempts: 3, lastError: 'HTTP 500' })
    const failed = (await post('deliveries', { status: 'failed' }, token)).body.result.rows
    expect(failed.map((row: { id: string }) => row.id)).toEqual(['evt_alpha_2'])

    const calls = (await post('calls', { days: 7 }, token)).body.result
    expect(calls.days).toEqual([expect.objectContaining({ code: 'alpha', calls: 2, errors: 1 })])
    expect(calls.errors).toEqual([expect.objectContaining({ code: 'alpha', method: 'api.directory.staff' })])
    expect(JSON.stringify({ overview, deliveries, calls })).not.toContain('beta')

    const beta = (await signIn('beta-co', 'Beta-pass-1234')).result.token
    const theirs = (await post('overview', {}, beta)).body.result
    expect(theirs.installs.map((i: { code: string }) => i.code)).toEqual(['beta'])
    expect(theirs.deletions).toEqual([])
    expect(JSON.stringify(theirs)).not.toContain('alpha')
  })

  it('refuses bad view input, and ends the session on sign-out', async () => {
    const { token } = (await signIn('alpha-co', 'Alpha-pass-123')).result
    expect((await post('calls', { days: 0 }, token)).body.code).toBe(400000)
    expect((await post('calls', { days: 91 }, token)).body.code).toBe(400000)
    expect((await post('deliveries', { status: 'lost' }, token)).body.code).toBe(400000)
    expect((await post('deliveries', { limit: 1000 }, token)).body.code).toBe(400000)
    expect((await post('sign-out', {}, token)).body.code).toBe(0)
    expect((await post('overview', {}, token)).body.code).toBe(401461)
  })

  it('makes an account wait after five wrong passwords in a row', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('beta-co', `wrong-${i}`)).code).toBe(401460)
    expect((await signIn('beta-co', 'Beta-pass-1234')).code).toBe(429460)
    gateway.setNow(gateway.ctx.now() + 16 * 60 * 1000)
    expect((await signIn('beta-co', 'Beta-pass-1234')).code).toBe(0)
  })
})
