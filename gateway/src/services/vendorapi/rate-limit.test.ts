import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { API_CALLS_PER_MINUTE, API_CALLS_PER_USER_PER_MINUTE } from './rate-limit'
import { apiTokenOf, appTokenOf, auditRowsOf, callApi, installApp } from './test-helpers'

describe("the vendor API's limit per app and tenant", () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
    for (const [tenantId, code] of [
      [1, 'busy'],
      [1, 'quiet'],
      [2, 'busy'],
    ] as const)
      await installApp(gateway, { tenantId, code, scopes: ['org.read'] })
  })
  afterAll(() => gateway.close())

  it(`answers ${API_CALLS_PER_MINUTE} calls a minute, then HTTP 429 code 429100 until the minute ends, audited once`, async () => {
    const started = gateway.ctx.now()
    const busy = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'busy' })
    const units = (token: string, headers: Record<string, string> = {}) =>
      callApi(gateway, 'directory/units', {}, token, headers)
    // The exchanges counted as calls; the tokens of other users of the app count together (each within its own limit).
    const others = [
      await apiTokenOf(gateway, { tenantId: 1, userId: 3, code: 'busy' }),
      await apiTokenOf(gateway, { tenantId: 1, userId: 1, code: 'busy' }),
      await apiTokenOf(gateway, { tenantId: 1, userId: 4, code: 'busy' }),
    ]
    const tokens = [busy, ...others]
    for (let i = 4; i < API_CALLS_PER_MINUTE; i++) expect((await units(tokens[i % 4])).body.code).toBe(0)
    const other = others[0]
    const refused = await units(busy, { 'accept-language': 'en' })
    expect([refused.status, refused.body]).toEqual([
      429,
      { code: 429100, msg: 'Too many calls of this app in this tenant, please try again in 60 seconds' },
    ])
    expect((await units(other)).status).toBe(429)
    expect((await callApi(gateway, 'token', { app: 'busy' }, 'x'.repeat(20))).status).toBe(401)

    // Another app of the tenant, and the same app in another tenant, have limits of their own.
    expect((await units(await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'quiet' }))).body.code).toBe(0)
    expect((await units(await apiTokenOf(gateway, { tenantId: 2, userId: 1, code: 'busy' }))).body.code).toBe(0)

    const denied = (await auditRowsOf(gateway, 1, 'busy')).filter((row) => row.decision === 'deny')
    expect(denied.map((row) => row.reason.replace(/^user \S+; /, ''))).toEqual(['rate limited'])
    expect((await auditRowsOf(gateway, 1, 'busy')).filter((row) => row.decision === 'allow')).toHaveLength(
      API_CALLS_PER_MINUTE,
    )

    gateway.setNow(started + 30_000)
    expect((await units(busy, { 'accept-language': 'en' })).body.msg).toBe(
      'Too many calls of this app in this tenant, please try again in 30 seconds',
    )
    gateway.setNow(started + 60_000)
    expect((await units(busy)).body.code).toBe(0)
    gateway.setNow(started)
  })

  it(`answers one user ${API_CALLS_PER_USER_PER_MINUTE} calls of an app a minute (HTTP 429 code 429101), the app's other users go on`, async () => {
    await installApp(gateway, { tenantId: 1, code: 'chatty', scopes: ['org.read'] })
    const started = gateway.ctx.now() + 120_000
    gateway.setNow(started)
    try {
      const mine = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'chatty' })
      const units = (token: string) => callApi(gateway, 'directory/units', {}, token, { 'accept-language': 'en' })
      for (let i = 1; i < API_CALLS_PER_USER_PER_MINUTE; i++) expect((await units(mine)).body.code).toBe(0)
      const refused = await units(mine)
      expect([refused.status, refused.body]).toEqual([
        429,
        { code: 429101, msg: 'Too many calls of this app for this user, please try again in 60 seconds' },
      ])
      // A new API token of the same user spends the same minute; another user's does not.
      expect(
        (
          await callApi(
            gateway,
            'token',
            { app: 'chatty' },
            await appTokenOf(gateway, { tenantId: 1, userId: 2, code: 'chatty' }),
          )
        ).status,
      ).toBe(429)
      expect((await units(await apiTokenOf(gateway, { tenantId: 1, userId: 3, code: 'chatty' }))).body.code).toBe(0)
      const denied = (await auditRowsOf(gateway, 1, 'chatty')).filter((row) => row.decision === 'deny')
      expect(denied.map((row) => row.reason.replace(/^user \S+; /, ''))).toEqual(['rate limited for the user'])
      gateway.setNow(started + 60_000)
      expect((await units(mine)).body.code).toBe(0)
    } finally {
      gateway.setNow(started - 120_000)
    }
  })

  it("passes exactly the minute's budget of calls sent all at once", async () => {
    await installApp(gateway, { tenantId: 1, code: 'burst', scopes: ['org.read'] })
    const started = gateway.ctx.now() + 240_000
    gateway.setNow(started)
    try {
      // The token's exchange is the user's first call of the minute.
      const mine = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'burst' })
      const answers = await Promise.all(
        Array.from({ length: API_CALLS_PER_USER_PER_MINUTE + 10 }, () => callApi(gateway, 'directory/units', {}, mine)),
      )
      expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(API_CALLS_PER_USER_PER_MINUTE - 1)
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(11)
    } finally {
      gateway.setNow(started - 240_000)
    }
  })
})
