import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { auditRowsOf, callApi, installApp } from './test-helpers'

// A vendor backend proves its background credential with a JWT signed by a key of its manifest's JWKS (RFC 7523)
// instead of the secret: the key set is served here on loopback, as a vendor's server would serve it.
describe("vendor backends' background credential by signed assertion", () => {
  let gateway: TestGateway
  let admin: string
  let keys: Server
  let jwksUrl: string
  let signing: CryptoKey
  let stranger: CryptoKey
  let fetched = 0
  const en = { 'accept-language': 'en' }
  const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
  const audience = () => `${gateway.ctx.config.shellOrigin}/gateway/vendor/api/oauth/token`

  const issue = async (code: string) => {
    const answer = await gateway.post('/gateway/vendor/web/apps/credentials/issue', { code }, admin, en)
    expect(answer.body.code).toBe(0)
    return answer.body.result as { clientId: string; secret: string }
  }
  /** A signed assertion as a vendor's backend makes it; `claims` and `key` change what a test needs. */
  const assertionOf = (clientId: string, claims: JWTPayload = {}, key = signing, lifeSeconds = 120) => {
    const now = Math.floor(gateway.ctx.now() / 1000)
    return new SignJWT({ jti: crypto.randomUUID(), ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'vendor-1' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience((claims.aud as string | undefined) ?? audience())
      .setIssuedAt(now)
      .setExpirationTime(now + lifeSeconds)
      .sign(key)
  }
  const exchange = (body: Record<string, unknown>) =>
    gateway.post('/gateway/vendor/api/oauth/token', { grant_type: 'client_credentials', ...body }, undefined, en)
  const byAssertion = (clientId: string, assertion: string) =>
    exchange({ client_id: clientId, client_assertion_type: JWT_BEARER, client_assertion: assertion })
  /** Installs the app with `jwksUrl` in its manifest (as the install route would keep it). */
  const installWithKeys = async (code: string, url: string | null = jwksUrl) => {
    await installApp(gateway, { tenantId: 1, code, scopes: ['org.read'] })
    const row = await gateway.ctx.db
      .selectFrom('app_install')
      .select('manifest')
      .where('tenant_id', '=', 1)
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
    const manifest = { ...JSON.parse(row.manifest), ...(url ? { jwksUrl: url } : {}) }
    await gateway.ctx.db
      .updateTable('app_install')
      .set({ manifest: JSON.stringify(manifest) })
      .where('tenant_id', '=', 1)
      .where('code', '=', code)
      .execute()
  }

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true })
    signing = pair.privateKey
    stranger = (await generateKeyPair('ES256')).privateKey
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'vendor-1', alg: 'ES256', use: 'sig' }
    keys = createServer((_, response) => {
      fetched += 1
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
    })
    await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve))
    jwksUrl = `http://127.0.0.1:${(keys.address() as AddressInfo).port}/.well-known/jwks.json`
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    await installWithKeys('signer')
  })
  afterAll(async () => {
    await gateway.close()
    await new Promise((resolve) => keys.close(resolve))
  })

  it('exchanges an assertion signed with a key of the JWKS for a token acting as the app; the key set is cached', async () => {
    const { clientId } = await issue('signer')
    const before = fetched
    const answer = await byAssertion(clientId, await assertionOf(clientId))
    expect(answer.body).toMatchObject({ code: 0, result: { asApp: true, tokenType: 'Bearer', scopes: ['org.read'] } })
    expect((await callApi(gateway, 'directory/units', {}, answer.body.result.token, en)).body.code).toBe(0)
    expect((await byAssertion(clientId, await assertionOf(clientId))).body.code).toBe(0)
    expect(fetched - before).toBe(1)
    const rows = await auditRowsOf(gateway, 1, 'signer')
    expect(rows.map((row) => row.reason)).toContainEqual(expect.stringContaining('by assertion'))
  })

  it('refuses a replayed jti, a wrong key, an expired or too long-lived assertion and another audience', async () => {
    const { clientId } = await issue('signer')
    const once = await assertionOf(clientId)
    expect((await byAssertion(clientId, once)).body.code).toBe(0)
    const refusals = [
      await byAssertion(clientId, once),
      await byAssertion(clientId, await assertionOf(clientId, {}, stranger)),
      await byAssertion(clientId, await assertionOf(clientId, {}, signing, -120)),
      await byAssertion(clientId, await assertionOf(clientId, {}, signing, 3600)),
      await byAssertion(clientId, await assertionOf(clientId, { aud: 'https://elsewhere.example.com/token' })),
      await byAssertion(clientId, await assertionOf(clientId, { jti: undefined })),
    ]
    for (const answer of refusals) expect([answer.status, answer.body.code]).toEqual([401, 401103])
    expect(refusals[0].body.msg).toContain('jti never used before')
    const details = (await auditRowsOf(gateway, 1, 'signer'))
      .filter((row) => row.decision === 'deny')
      .map((row) => row.reason)
      .join('\n')
    for (const reason of ['replayed', 'wrong key', 'expired', 'too long-lived', 'wrong audience', 'no jti'])
      expect(details).toContain(`client assertion refused: ${reason}`)
  })

  it("refuses another client id's assertion, an app without jwksUrl, and secret and assertion together", async () => {
    const { clientId } = await issue('signer')
    await installWithKeys('keyless', null)
    const keyless = await issue('keyless')
    // Signed for the signer's client id, sent with the keyless app's: iss and sub are not the client id.
    expect((await byAssertion(keyless.clientId, await assertionOf(clientId))).body.code).toBe(401103)
    expect((await byAssertion(keyless.clientId, await assertionOf(keyless.clientId))).body.code).toBe(401103)
    const both = await exchange({
      client_id: keyless.clientId,
      client_secret: keyless.secret,
      client_assertion_type: JWT_BEARER,
      client_assertion: await assertionOf(keyless.clientId),
    })
    expect([both.status, both.body.code]).toEqual([401, 401102])
    expect(both.body.msg).toContain('not both')
    expect((await exchange({ client_id: keyless.clientId })).body.code).toBe(401102)
  })

  it('refuses after uninstall (the credential goes with the app)', async () => {
    await installWithKeys('leaving')
    const { clientId } = await issue('leaving')
    expect((await byAssertion(clientId, await assertionOf(clientId))).body.code).toBe(0)
    expect((await gateway.post('/gateway/vendor/web/apps/uninstall', { code: 'leaving' }, admin)).body.code).toBe(0)
    const after = await byAssertion(clientId, await assertionOf(clientId))
    expect([after.status, after.body.code]).toEqual([401, 401102])
  })

  it('refuses a key set on loopback under production outbound rules', async () => {
    const production = await startTestGateway({ outbound: { allowOrigins: [], loopback: false } })
    try {
      const token = await production.login('admin', 'Admin@12345', { tenantId: 1 })
      await installApp(production, { tenantId: 1, code: 'signer', scopes: ['org.read'] })
      const manifest = { code: 'signer', jwksUrl }
      const row = await production.ctx.db
        .selectFrom('app_install')
        .select('manifest')
        .where('code', '=', 'signer')
        .executeTakeFirstOrThrow()
      await production.ctx.db
        .updateTable('app_install')
        .set({ manifest: JSON.stringify({ ...JSON.parse(row.manifest), ...manifest }) })
        .where('code', '=', 'signer')
        .execute()
      const issued = await production.post('/gateway/vendor/web/apps/credentials/issue', { code: 'signer' }, token)
      const clientId = issued.body.result.clientId as string
      const now = Math.floor(production.ctx.now() / 1000)
      const assertion = await new SignJWT({ jti: 'one' })
        .setProtectedHeader({ alg: 'ES256', kid: 'vendor-1' })
        .setIssuer(clientId)
        .setSubject(clientId)
        .setAudience(`${production.ctx.config.shellOrigin}/gateway/vendor/api/oauth/token`)
        .setExpirationTime(now + 60)
        .sign(signing)
      const before = fetched
      const answer = await production.post(
        '/gateway/vendor/api/oauth/token',
        {
          grant_type: 'client_credentials',
          client_id: clientId,
          client_assertion_type: JWT_BEARER,
          client_assertion: assertion,
        },
        undefined,
        en,
      )
      expect(answer.body.code).toBe(401103)
      expect(fetched).toBe(before)
      const reasons = (await auditRowsOf(production, 1, 'signer')).map((r) => r.reason).join('\n')
      expect(reasons).toContain('client assertion refused: key set unreachable')
    } finally {
      await production.close()
    }
  })
})
