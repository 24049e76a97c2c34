import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installTestApp } from '../../testing/installed-app-row'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { appPseudonyms } from './apptoken/pseudonym'

const APP_TOKEN = '/gateway/uac/web/appToken'
const ENTRY = 'http://127.0.0.1:4310/app/'

// Vendor backends check these tokens against the published keys (the samples: vendors/*/server).
describe('app tokens of installed apps', () => {
  let gateway: TestGateway
  let admin: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    // supplier: installed in both tenants, opened by HR Manager (role 1) in tenant 1; quiz: no role opens it (super users only).
    await installTestApp(gateway.ctx.db, { tenantId: 1, id: 1, code: 'supplier', entry: ENTRY, roles: [1] })
    await installTestApp(gateway.ctx.db, { tenantId: 2, id: 2, code: 'supplier', entry: ENTRY })
    await installTestApp(gateway.ctx.db, { tenantId: 1, id: 3, code: 'quiz', entry: 'http://127.0.0.1:4399/app/' })
    admin = await gateway.login('admin', 'Admin@12345')
  })
  afterAll(() => gateway.close())

  const tokenFor = async (appId: string, session = admin): Promise<string> => {
    const answer = await gateway.post(APP_TOKEN, { appId }, session)
    expect(answer.body.code).toBe(0)
    return answer.body.result.token
  }
  const keys = async () =>
    createLocalJWKSet(
      JSON.parse((await gateway.app.inject({ method: 'GET', url: '/gateway/.well-known/jwks.json' })).body),
    )
  const verify = async (token: string, audience: string, at = new Date(gateway.ctx.now())) =>
    jwtVerify(token, await keys(), { issuer: 'http://localhost:4100/gateway', audience, currentDate: at })

  it('issues an ES256 JWT bound to the app, tenant and registry scope, living at most 120 s', async () => {
    const token = await tokenFor('supplier')
    const header = decodeProtectedHeader(token)
    const claims = decodeJwt(token)
    expect(header.alg).toBe('ES256')
    expect(claims).toMatchObject({
      iss: 'http://localhost:4100/gateway',
      aud: 'supplier',
      tid: 1,
      scope: 'session.appToken tabs ui env',
    })
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(120)
    expect(claims.sub).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(claims.sub).not.toBe('1')
    expect(claims.jti).toBeTruthy()
  })

  it('publishes the key so anyone can verify the token', async () => {
    const token = await tokenFor('supplier')
    const response = await gateway.app.inject({ method: 'GET', url: '/gateway/.well-known/jwks.json' })
    const jwks = JSON.parse(response.body)
    expect(jwks.keys[0].kid).toBe(decodeProtectedHeader(token).kid)
    expect(jwks.keys[0].d).toBeUndefined()
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: 'http://localhost:4100/gateway',
      audience: 'supplier',
    })
    expect(payload.aud).toBe('supplier')
  })

  it('gives each app a different stable pseudonym for the same user', async () => {
    const first = decodeJwt(await tokenFor('supplier')).sub
    const again = decodeJwt(await tokenFor('supplier')).sub
    const other = decodeJwt(await tokenFor('quiz')).sub
    expect(again).toBe(first)
    expect(other).not.toBe(first)
  })

  it('gives the same user another pseudonym in another tenant, and maps each back to the user within its tenant only', async () => {
    const adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const inOne = decodeJwt(await tokenFor('supplier')).sub!
    const inTwo = decodeJwt(await tokenFor('supplier', adminTwo)).sub!
    expect(inTwo).not.toBe(inOne)
    expect(inTwo).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [one, two] = [
      await appPseudonyms(gateway.ctx.db, 1, 'supplier'),
      await appPseudonyms(gateway.ctx.db, 2, 'supplier'),
    ]
    expect([one.ofUser(1), two.ofUser(1)]).toEqual([inOne, inTwo])
    expect([await one.userOf(inOne), await two.userOf(inTwo)]).toEqual([1, 1])
    expect([await one.userOf(inTwo), await two.userOf(inOne)]).toEqual([undefined, undefined])
    // A staff record's pseudonym lives in a space of its own: never an account's, even with the same number.
    expect(one.ofStaff(1)).not.toBe(inOne)
    expect(await one.userOf(one.ofStaff(1))).toBeUndefined()
  })

  it("issues a settings page's token, scoped app.settings, only to one who administers the tenant's apps", async () => {
    const entry = 'http://127.0.0.1:4311/app/'
    await installTestApp(gateway.ctx.db, {
      tenantId: 1,
      id: 4,
      code: 'tours',
      entry,
      roles: [1],
      settings: { path: '/settings' },
    })
    const answer = await gateway.post(APP_TOKEN, { appId: 'tours', settings: true }, admin)
    expect(answer.body.code).toBe(0)
    expect(decodeJwt(answer.body.result.token).scope).toBe('session.appToken tabs ui env app.settings')
    // Its ordinary token, and a settings token for an app without a settings page, are not given the scope.
    expect(decodeJwt(await tokenFor('tours')).scope).toBe('session.appToken tabs ui env')
    expect((await gateway.post(APP_TOKEN, { appId: 'supplier', settings: true }, admin)).body.code).toBe(403001)
    // HR opens the app but does not administer apps.
    const hr = await gateway.login('hr', 'Hr@123456789')
    expect((await gateway.post(APP_TOKEN, { appId: 'tours' }, hr)).body.code).toBe(0)
    expect((await gateway.post(APP_TOKEN, { appId: 'tours', settings: true }, hr)).body.code).toBe(403001)
  })

  it('refuses first-party and unknown app ids, and apps the user cannot open', async () => {
    expect((await gateway.post(APP_TOKEN, { appId: 'ums' }, admin)).body.code).toBe(400401)
    expect((await gateway.post(APP_TOKEN, { appId: 'nope' }, admin)).body.code).toBe(400401)
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(APP_TOKEN, { appId: 'supplier' }, staff)).body.code).toBe(403001)
    const hr = await gateway.login('hr', 'Hr@123456789')
    expect((await gateway.post(APP_TOKEN, { appId: 'quiz' }, hr)).body.code).toBe(403001)
    expect((await gateway.post(APP_TOKEN, { appId: 'supplier' }, hr)).body.code).toBe(0)
  })

  it('refuses an app not installed or disabled in the session tenant', async () => {
    const adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await gateway.post(APP_TOKEN, { appId: 'quiz' }, adminTwo)).body.code).toBe(400401)
    await gateway.ctx.db
      .updateTable('app_install')
      .set({ status: 'disabled' })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'quiz')
      .execute()
    expect((await gateway.post(APP_TOKEN, { appId: 'quiz' }, admin)).body.code).toBe(400401)
    await gateway.ctx.db
      .updateTable('app_install')
      .set({ status: 'enabled' })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'quiz')
      .execute()
  })

  it('gives tokens the published keys refuse once expired, for another app, or changed', async () => {
    const token = await tokenFor('supplier')
    await expect(verify(token, 'supplier')).resolves.toBeTruthy()
    await expect(verify(token, 'supplier', new Date(gateway.ctx.now() + 121_000))).rejects.toBeInstanceOf(
      errors.JWTExpired,
    )
    await expect(verify(await tokenFor('quiz'), 'supplier')).rejects.toBeInstanceOf(errors.JWTClaimValidationFailed)
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, tid: 2 })).toString('base64url')
    await expect(verify(`${header}.${forged}.${signature}`, 'supplier')).rejects.toBeInstanceOf(
      errors.JWSSignatureVerificationFailed,
    )
  })
})
