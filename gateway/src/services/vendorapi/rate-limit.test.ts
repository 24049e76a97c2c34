import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countUp } from '../../core/db/counters'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { API_CALLS_PER_MINUTE, API_CALLS_PER_USER_PER_MINUTE } from './rate-limit'
import { apiTokenOf, auditRowsOf, callApi, installApp } from './test-helpers'

describe("the vendor API's limits per installation and user", () => {
  let gateway: TestGateway
  /** Spends `count` calls of a budget as if they were made now (thousands of real calls would only slow the test). */
  const spend = (key: string, count: number) =>
    countUp(gateway.ctx.db, 'attempt_counter', key, { windowMs: 60_000 }, gateway.ctx.now(), count)
  const units = (token: string, headers: Record<string, string> = {}) =>
    callApi(gateway, 'directory/units', {}, token, headers)
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
    const other = await apiTokenOf(gateway, { tenantId: 1, userId: 3, code: 'busy' })
    // The calls of all the app's users count together; the token exchanges are not calls.
    await spend('vendor-api:1:busy', API_CALLS_PER_MINUTE - 2)
    expect((await units(busy)).body.code).toBe(0)
    const last = await units(other)
    expect([last.body.code, last.headers['ratelimit-remaining']]).toEqual([0, '0'])
    const refused = await units(busy, { 'accept-language': 'en' })
    expect([refused.status, refused.body]).toEqual([
      429,
      { code: 429100, msg: 'Too many calls of this app in this tenant, please try again in 60 seconds' },
    ])
    expect(refused.headers['retry-after']).toBe('60')
    expect((await units(other)).status).toBe(429)
    expect((await callApi(gateway, 'token', { app: 'busy' }, 'x'.repeat(20))).status).toBe(401)
    expect(await apiTokenOf(gateway, { tenantId: 1, userId: 1, code: 'busy' })).toMatch(/^api_/)

    // Another app of the tenant, and the same app in another tenant, have limits of their own.
    expect((await units(await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'quiet' }))).body.code).toBe(0)
    expect((await units(await apiTokenOf(gateway, { tenantId: 2, userId: 1, code: 'busy' }))).body.code).toBe(0)

    const denied = (await auditRowsOf(gateway, 1, 'busy')).filter((row) => row.decision === 'deny')
    expect(denied.map((row) => row.reason.replace(/^user \S+; /, ''))).toEqual(['rate limited (calls)'])

    gateway.setNow(started + 30_000)
    const later = await units(busy, { 'accept-language': 'en' })
    expect(later.body.msg).toBe('Too many calls of this app in this tenant, please try again in 30 seconds')
    expect([later.headers['retry-after'], later.headers['ratelimit-reset']]).toEqual(['30', '30'])
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
      const en = (token: string) => units(token, { 'accept-language': 'en' })
      await spend('vendor-api-user:1:chatty:2', API_CALLS_PER_USER_PER_MINUTE - 1)
      expect((await en(mine)).body.code).toBe(0)
      const refused = await en(mine)
      expect([refused.status, refused.body]).toEqual([
        429,
        { code: 429101, msg: 'Too many calls of this app for this user, please try again in 60 seconds' },
      ])
      // A new API token of the same user spends the same minute; another user's does not.
      expect((await en(await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'chatty' }))).status).toBe(429)
      expect((await en(await apiTokenOf(gateway, { tenantId: 1, userId: 3, code: 'chatty' }))).body.code).toBe(0)
      const denied = (await auditRowsOf(gateway, 1, 'chatty')).filter((row) => row.decision === 'deny')
      expect(denied.map((row) => row.reason.replace(/^user \S+; /, ''))).toEqual(['rate limited for the user'])
      gateway.setNow(started + 60_000)
      expect((await en(mine)).body.code).toBe(0)
    } finally {
      gateway.setNow(started - 120_000)
    }
  })

  it("passes exactly the minute's budget of calls sent all at once", async () => {
    await installApp(gateway, { tenantId: 1, code: 'burst', scopes: ['org.read'] })
    const started = gateway.ctx.now() + 240_000
    gateway.setNow(started)
    try {
      const mine = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'burst' })
      await spend('vendor-api-user:1:burst:2', API_CALLS_PER_USER_PER_MINUTE - 20)
      const answers = await Promise.all(Array.from({ length: 30 }, () => units(mine)))
      expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(20)
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10)
    } finally {
      gateway.setNow(started - 240_000)
    }
  })
})
