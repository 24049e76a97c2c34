import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { apiTokenOf, appTokenOf, auditRowsOf, callApi, installApp } from './test-helpers'

const STAFF = { tenantId: 1, userId: 2 }

describe('the exchange of an app token for an API token', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
    await installApp(gateway, { tenantId: 1, code: 'expenses', scopes: ['directory.read', 'user.email'] })
    await installApp(gateway, { tenantId: 1, code: 'parking', scopes: [] })
    await installApp(gateway, { tenantId: 1, code: 'paused', scopes: ['directory.read'], status: 'disabled' })
  })
  afterAll(() => gateway.close())

  const exchange = async (code: string, token: string, headers: Record<string, string> = {}) =>
    callApi(gateway, 'token', { app: code }, token, headers)
  const expectRefused = (
    answer: { status: number; body: { code: number; msg: string } },
    status: number,
    code: number,
    msg?: string,
  ) => {
    expect([answer.status, answer.body.code]).toEqual([status, code])
    if (msg) expect(answer.body.msg).toBe(msg)
  }

  it('answers an opaque API token of ten minutes with the scopes the tenant consented to, stored only hashed', async () => {
    const answer = await exchange('expenses', await appTokenOf(gateway, { ...STAFF, code: 'expenses' }))
    expect(answer.body).toMatchObject({
      code: 0,
      result: { tokenType: 'Bearer', scopes: ['directory.read', 'user.email'], expiresAt: gateway.ctx.now() + 600_000 },
    })
    const token = answer.body.result.token as string
    expect(token).toMatch(/^api_[A-Za-z0-9_-]{43}$/)
    const stored = await gateway.ctx.db.selectFrom('vendor_api_token').selectAll().where('tenant_id', '=', 1).execute()
    expect(stored.some((row) => row.token_hash === token || row.token_hash.includes(token.slice(4)))).toBe(false)
    expect(stored.find((row) => row.app_code === 'expenses')).toMatchObject({
      user_id: 2,
      scopes: '["directory.read","user.email"]',
    })
  })

  it("refuses a missing, tampered, expired or other app's app token with HTTP 401 code 401100, in the caller's language", async () => {
    expectRefused(await gateway.post('/gateway/vendor/api/token', { app: 'expenses' }), 401, 401100, '缺少应用令牌')
    expectRefused(
      await gateway.post('/gateway/vendor/api/token', { app: 'expenses' }, undefined, { 'accept-language': 'en' }),
      401,
      401100,
      'Missing app token',
    )
    const [header, payload, signature] = (await appTokenOf(gateway, { ...STAFF, code: 'expenses' })).split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, tid: 2 })).toString('base64url')}.${signature}`
    expectRefused(await exchange('expenses', forged, { 'accept-language': 'en' }), 401, 401100, 'Invalid app token')
    expectRefused(
      await exchange('expenses', await appTokenOf(gateway, { ...STAFF, code: 'parking' }), { 'accept-language': 'en' }),
      401,
      401100,
      'App token is not for this app',
    )

    const started = gateway.ctx.now()
    const old = await appTokenOf(gateway, { ...STAFF, code: 'expenses' })
    gateway.setNow(started + 121_000)
    try {
      expectRefused(await exchange('expenses', old, { 'accept-language': 'en' }), 401, 401100, 'App token expired')
    } finally {
      gateway.setNow(started)
    }
  })

  it("refuses an app that is disabled or not installed in the token's tenant (HTTP 403, 403102), audited", async () => {
    expectRefused(
      await exchange('paused', await appTokenOf(gateway, { ...STAFF, code: 'paused' })),
      403,
      403102,
      '应用“paused”未在本租户安装或已停用',
    )
    expectRefused(
      await exchange('expenses', await appTokenOf(gateway, { tenantId: 2, userId: 1, code: 'expenses' })),
      403,
      403102,
    )
    const denied = (await auditRowsOf(gateway, 1, 'paused')).find((row) => row.method === 'api.token')
    expect(denied).toMatchObject({
      decision: 'deny',
      user_id: 2,
      reason: expect.stringContaining('app not installed or disabled'),
    })
    expect((await auditRowsOf(gateway, 2, 'expenses')).map((row) => row.decision)).toEqual(['deny'])
  })

  it('refuses the token of a user who is no longer a member of the tenant', async () => {
    const token = await appTokenOf(gateway, { tenantId: 2, userId: 2, code: 'supplier' })
    expectRefused(await exchange('supplier', token), 401, 401100, '应用令牌的用户已不属于本租户')
  })

  it('refuses the next call, and the exchange, of a user whose roles lost the app (HTTP 403, 403103), audited', async () => {
    await installApp(gateway, { tenantId: 1, code: 'canteen', scopes: ['directory.read'] })
    const apiToken = await apiTokenOf(gateway, { ...STAFF, code: 'canteen' })
    const hrToken = await apiTokenOf(gateway, { tenantId: 1, userId: 3, code: 'canteen' })
    expect((await callApi(gateway, 'directory/staff', {}, apiToken)).body.code).toBe(0)
    // The staff role no longer holds the app's function: the staff member's live API token stops at once.
    await gateway.ctx.db
      .deleteFrom('role_function')
      .where('role_id', '=', 2)
      .where('function_id', '=', 'canteen:home')
      .execute()
    expectRefused(
      await callApi(gateway, 'directory/staff', {}, apiToken, { 'accept-language': 'en' }),
      403,
      403103,
      'The token\'s user may no longer open the app "canteen" in this tenant',
    )
    expectRefused(await exchange('canteen', await appTokenOf(gateway, { ...STAFF, code: 'canteen' })), 403, 403103)
    expect(
      (await auditRowsOf(gateway, 1, 'canteen'))
        .filter((row) => row.decision === 'deny')
        .map((row) => [row.user_id, row.reason.replace(/^user \S+; /, '')]),
    ).toEqual([
      [2, 'user may not open the app'],
      [2, 'user may not open the app'],
    ])
    // Whoever still holds it goes on.
    expect((await callApi(gateway, 'directory/staff', {}, hrToken)).body.code).toBe(0)
  })

  it('keeps API tokens apart from app tokens and staff sessions, and ends them after ten minutes', async () => {
    const apiToken = await apiTokenOf(gateway, { ...STAFF, code: 'expenses' })
    const staffSession = await gateway.login('staff', 'Staff@12345')
    // An API token is no app token (a vendor backend's check against the published keys) and no staff session.
    await expect(gateway.ctx.appTokens.verify(apiToken, 'expenses')).rejects.toThrow()
    expect((await gateway.post('/gateway/ums/web/user/getLoginUserInfo', {}, apiToken)).body.code).toBe(401001)
    // Neither an app token nor a staff session opens the API; a staff session beside a good token changes nothing.
    expectRefused(
      await callApi(gateway, 'directory/staff', {}, await appTokenOf(gateway, { ...STAFF, code: 'expenses' })),
      401,
      401101,
    )
    expectRefused(await callApi(gateway, 'directory/staff', {}, staffSession), 401, 401101)
    expectRefused(await gateway.post('/gateway/vendor/api/directory/staff', {}, staffSession), 401, 401101)
    expect((await callApi(gateway, 'directory/staff', {}, apiToken, { token: staffSession })).body.code).toBe(0)

    const started = gateway.ctx.now()
    gateway.setNow(started + 600_000)
    try {
      expectRefused(
        await callApi(gateway, 'directory/staff', {}, apiToken, { 'accept-language': 'en' }),
        401,
        401101,
        'Missing, unknown or expired API token: exchange an app token for a new one',
      )
    } finally {
      gateway.setNow(started)
    }
  })
})
