import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countUp } from '../../core/db/counters'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { installationOfToken } from './api-token'
import { API_CALLS_PER_MINUTE, EXCHANGES_PER_MINUTE } from './rate-limit'
import { apiTokenOf, auditRowsOf, callApi, installApp } from './test-helpers'

describe("vendor backends' background credential (client credentials, acting as the app)", () => {
  let gateway: TestGateway
  let one: string
  let two: string
  const en = { 'accept-language': 'en' }
  const admin = async (path: string, body: unknown, token = one) =>
    (await gateway.post(`/gateway/vendor/web/apps/credentials${path}`, body, token, en)).body
  const issue = async (code: string, token = one) => {
    const answer = await admin('/issue', { code }, token)
    expect(answer.code).toBe(0)
    return answer.result as { clientId: string; secret: string }
  }
  const exchange = (clientId: string, secret: string, extra: Record<string, unknown> = {}) =>
    gateway.post(
      '/gateway/vendor/api/oauth/token',
      { grant_type: 'client_credentials', client_id: clientId, client_secret: secret, ...extra },
      undefined,
      en,
    )
  const tokenOf = async (credential: { clientId: string; secret: string }, extra = {}) => {
    const answer = await exchange(credential.clientId, credential.secret, extra)
    expect(answer.body).toMatchObject({ code: 0, result: { asApp: true, tokenType: 'Bearer' } })
    return answer.body.result.token as string
  }
  const units = (token: string) => callApi(gateway, 'directory/units', {}, token, en)

  beforeAll(async () => {
    gateway = await startTestGateway()
    one = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    await installApp(gateway, { tenantId: 1, code: 'nightly', scopes: ['org.read', 'approvals.start'] })
    await installApp(gateway, { tenantId: 1, code: 'other', scopes: ['org.read', 'directory.read'] })
    await installApp(gateway, { tenantId: 2, code: 'nightly', scopes: ['org.read'] })
  })
  afterAll(() => gateway.close())

  it('issues a credential whose secret is answered once, exchanged for a token that acts as the app', async () => {
    const credential = await issue('nightly')
    expect(credential.clientId).toMatch(/^cid_[A-Za-z0-9_-]{22}$/)
    expect(credential.secret).toMatch(/^cs_[A-Za-z0-9_-]{43}$/)
    const listed = await admin('', {})
    expect(listed.result.rows).toEqual([
      { code: 'nightly', clientId: credential.clientId, createdAt: expect.any(Number), rotatedAt: null },
    ])
    expect(JSON.stringify(listed)).not.toContain(credential.secret)
    const stored = await gateway.ctx.db.selectFrom('vendor_app_credential').selectAll().execute()
    expect(JSON.stringify(stored)).not.toContain(credential.secret)

    const answer = await exchange(credential.clientId, credential.secret)
    expect(answer.body.result.scopes).toEqual(['org.read', 'approvals.start'])
    const token = answer.body.result.token as string
    const now = gateway.ctx.now()
    expect(await installationOfToken(gateway.ctx.db, `Bearer ${token}`, now)).toEqual({
      tenantId: 1,
      appCode: 'nightly',
      asApp: true,
    })
    expect(await installationOfToken(gateway.ctx.db, `Bearer ${token}`, now + 11 * 60_000)).toBeUndefined()
    const read = await units(token)
    expect(read.body.code).toBe(0)
    expect(read.body.result.rows.length).toBeGreaterThan(0)
    // Audited as the app, not a user.
    const rows = await auditRowsOf(gateway, 1, 'nightly')
    expect(rows.map((row) => [row.method, row.user_id, row.reason.split(';')[0]])).toContainEqual([
      'api.directory.units',
      0,
      'as app',
    ])
    // A route that acts for a user refuses it clearly.
    const start = await callApi(
      gateway,
      'approvals/start',
      { reference: 'r-1', title: 'Trip', summary: 'Two days' },
      token,
      en,
    )
    expect([start.status, start.body]).toEqual([
      403,
      { code: 403104, msg: 'This call acts for a user: a background token of the app cannot make it' },
    ])
  })

  it('holds the token to the consented scopes, and to those it asked for', async () => {
    const credential = await issue('nightly')
    const staff = await callApi(gateway, 'directory/staff', {}, await tokenOf(credential), en)
    expect([staff.status, staff.body.code]).toEqual([403, 403101])
    const notConsented = await exchange(credential.clientId, credential.secret, { scope: 'org.read directory.read' })
    expect([notConsented.status, notConsented.body]).toEqual([
      403,
      { code: 403101, msg: 'The tenant has not consented to the data scope "directory.read" for this app' },
    ])
    const narrow = await tokenOf(credential, { scope: 'approvals.start' })
    expect((await units(narrow)).body.code).toBe(403101)
  })

  it("never lets one installation's credential stand for another app or tenant", async () => {
    const nightly = await issue('nightly')
    const other = await issue('other')
    const mixed = await exchange(nightly.clientId, other.secret)
    expect([mixed.status, mixed.body]).toEqual([
      401,
      { code: 401102, msg: 'Unknown or revoked client id, or wrong client secret' },
    ])
    // Tenant 2's credential of the same app reads tenant 2's units only.
    const theirs = await tokenOf(await issue('nightly', two))
    const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id).sort()
    const unitsOf = async (tenantId: number) =>
      (await gateway.ctx.db.selectFrom('organ').select('id').where('tenant_id', '=', tenantId).execute()).map(
        (row) => row.id,
      )
    expect(ids((await units(theirs)).body.result.rows)).toEqual((await unitsOf(2)).sort())
    expect(ids((await units(await tokenOf(nightly))).body.result.rows)).toEqual((await unitsOf(1)).sort())
    // Tenant 2's administrator neither lists nor revokes tenant 1's, nor issues for an app tenant 2 lacks.
    expect((await admin('', {}, two)).result.rows.map((row: { clientId: string }) => row.clientId)).not.toContain(
      nightly.clientId,
    )
    expect((await admin('/issue', { code: 'other' }, two)).code).toBe(403102)
    await gateway.ctx.db.deleteFrom('vendor_app_credential').where('tenant_id', '=', 2).execute()
    expect((await admin('/revoke', { code: 'other' }, two)).result).toEqual({ revoked: 0 })
    expect((await exchange(other.clientId, other.secret)).body.code).toBe(0)
  })

  it('rotates (the old secret refused at once) and revokes (its tokens end with it)', async () => {
    const before = await issue('other')
    const token = await tokenOf(before)
    const after = await issue('other')
    expect(after.clientId).toBe(before.clientId)
    expect((await exchange(before.clientId, before.secret)).body.code).toBe(401102)
    expect((await units(token)).body.code).toBe(0)
    expect((await admin('/revoke', { code: 'other' })).result).toEqual({ revoked: 1 })
    expect((await units(token)).body.code).toBe(401101)
    expect((await exchange(after.clientId, after.secret)).body.code).toBe(401102)
    const methods = (await auditRowsOf(gateway, 1, 'other')).map((row) => row.method)
    expect(methods).toEqual(expect.arrayContaining(['credential.issue', 'credential.rotate', 'credential.revoke']))
  })

  it('refuses a disabled app, and after uninstall the credential and its tokens are gone', async () => {
    await installApp(gateway, { tenantId: 1, code: 'leaving', scopes: ['org.read'] })
    const credential = await issue('leaving')
    const token = await tokenOf(credential)
    await gateway.ctx.db.updateTable('app_install').set({ status: 'disabled' }).where('code', '=', 'leaving').execute()
    expect((await exchange(credential.clientId, credential.secret)).body.code).toBe(403102)
    expect((await units(token)).body.code).toBe(403102)
    await gateway.ctx.db.updateTable('app_install').set({ status: 'enabled' }).where('code', '=', 'leaving').execute()
    const uninstalled = await gateway.post('/gateway/vendor/web/apps/uninstall', { code: 'leaving' }, one)
    expect(uninstalled.body.code).toBe(0)
    expect((await units(token)).body.code).toBe(401101)
    expect((await exchange(credential.clientId, credential.secret)).body.code).toBe(401102)
    // A reinstall is a new installation: a credential kept from the old one would be refused too.
    await installApp(gateway, { tenantId: 1, code: 'leaving', scopes: ['org.read'] })
    const again = await issue('leaving')
    await gateway.ctx.db
      .updateTable('vendor_app_credential')
      .set({ install_id: 1 })
      .where('app_code', '=', 'leaving')
      .execute()
    expect((await exchange(again.clientId, again.secret)).body.code).toBe(403102)
  })

  it(`limits a flood of token exchanges to ${EXCHANGES_PER_MINUTE} a minute, apart from the calls`, async () => {
    await installApp(gateway, { tenantId: 1, code: 'flood', scopes: ['org.read'] })
    const credential = await issue('flood')
    const started = gateway.ctx.now()
    const token = await tokenOf(credential)
    const answers = await Promise.all(
      Array.from({ length: EXCHANGES_PER_MINUTE + 5 }, (_, i) =>
        exchange(credential.clientId, i % 2 ? credential.secret : 'wrong-secret'),
      ),
    )
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(6)
    expect(refused[0].body.code).toBe(429102)
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0)
    expect(refused[0].headers['ratelimit-remaining']).toBe('0')
    // The calls' budget is another: the token still reads.
    expect((await units(token)).body.code).toBe(0)
    gateway.setNow(started + 60_000)
    expect((await exchange(credential.clientId, credential.secret)).body.code).toBe(0)
    // A client id no credential has spends its address's budget (a minute of its own from here).
    const unknown = await Promise.all(Array.from({ length: 25 }, () => exchange('cid_AAAAAAAAAAAAAAAAAAAAAA', 'x')))
    expect(unknown.filter((answer) => answer.body.code === 401102)).toHaveLength(20)
    expect(unknown.filter((answer) => answer.body.code === 429102)).toHaveLength(5)
    gateway.setNow(started)
  })

  it('answers RateLimit-* headers on every data call, then HTTP 429 with Retry-After when the minute is spent', async () => {
    await installApp(gateway, { tenantId: 1, code: 'counted', scopes: ['org.read'] })
    const token = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'counted' })
    const first = await units(token)
    expect(first.headers['ratelimit-limit']).toBe(String(API_CALLS_PER_MINUTE))
    expect(first.headers['ratelimit-remaining']).toBe(String(API_CALLS_PER_MINUTE - 1))
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0)
    expect(first.headers['retry-after']).toBeUndefined()
    // The installation spent all but one call of its minute (other users and background tokens together).
    await countUp(
      gateway.ctx.db,
      'attempt_counter',
      'vendor-api:1:counted',
      { windowMs: 60_000 },
      gateway.ctx.now(),
      API_CALLS_PER_MINUTE - 2,
    )
    const last = await units(token)
    expect([last.body.code, last.headers['ratelimit-remaining']]).toEqual([0, '0'])
    const over = await units(token)
    expect([over.status, over.body.code, over.headers['ratelimit-remaining']]).toEqual([429, 429100, '0'])
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    // A refusal for another reason carries the headers too.
    const bad = await callApi(
      gateway,
      'directory/staff',
      {},
      await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'nightly' }),
      en,
    )
    expect([bad.status, bad.headers['ratelimit-limit']]).toEqual([403, String(API_CALLS_PER_MINUTE)])
  })
})
