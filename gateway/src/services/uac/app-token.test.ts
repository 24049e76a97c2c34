import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseManifest, type AppManifestFile } from '../../apps/manifests'
import { registerApps } from '../../apps/registry'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { appPseudonyms } from './apptoken/pseudonym'
import { registerSupplierApp } from '../../testing/vendor-app'

const APP_TOKEN = '/gateway/uac/web/appToken'
const SUPPLIERS = '/gateway/supplier/api/suppliers'
// A second third-party app, for tokens of another audience (no menu of it is seeded: only a super user opens it).
const title = { 'zh-CN': '问答', en: 'Quiz' }
const OTHER = parseManifest({
  name: 'quiz', code: 'quiz', version: '1.0.0', party: 'third', title, capabilities: ['session.appToken', 'env'],
  menus: [{ functionId: 'quiz:play', link: '/play', title }],
}, 'quiz', 'third') as AppManifestFile

// The supplier app's own backend checks its tokens the same way against the published keys: vendors/supplier/server/auth.test.ts.
describe('app tokens and the tour-shop sample backend', () => {
  let gateway: TestGateway
  let admin: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    registerApps([OTHER])
    admin = await gateway.login('admin', 'Admin@12345')
  })
  afterAll(() => gateway.close())

  const tokenFor = async (appId: string, session = admin): Promise<string> => {
    const answer = await gateway.post(APP_TOKEN, { appId }, session)
    expect(answer.body.code).toBe(0)
    return answer.body.result.token
  }
  const callTours = (token: string) => gateway.post(TOURS, {}, undefined, { authorization: `Bearer ${token}` })

  it('issues an ES256 JWT bound to the app, tenant and registry scope, living at most 120 s', async () => {
    const token = await tokenFor('supplier')
    const header = decodeProtectedHeader(token)
    const claims = decodeJwt(token)
    expect(header.alg).toBe('ES256')
    expect(claims).toMatchObject({
      iss: 'http://localhost:4100/gateway', aud: 'supplier', tid: 1, scope: 'session.appToken env',
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
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: 'http://localhost:4100/gateway', audience: 'supplier' })
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
    const [one, two] = [await appPseudonyms(gateway.ctx.db, 1, 'supplier'), await appPseudonyms(gateway.ctx.db, 2, 'supplier')]
    expect([one.ofUser(1), two.ofUser(1)]).toEqual([inOne, inTwo])
    expect([await one.userOf(inOne), await two.userOf(inTwo)]).toEqual([1, 1])
    expect([await one.userOf(inTwo), await two.userOf(inOne)]).toEqual([undefined, undefined])
    // A staff record's pseudonym lives in a space of its own: never an account's, even with the same number.
    expect(one.ofStaff(1)).not.toBe(inOne)
    expect(await one.userOf(one.ofStaff(1))).toBeUndefined()
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

  it('answers HTTP 401 code 401100 to a missing, expired, wrong-audience or tampered token', async () => {
    const expectRefused = (answer: { status: number; body: { code: number } }) => {
      expect(answer.status).toBe(401)
      expect(answer.body.code).toBe(401100)
    }
    expectRefused(await gateway.post(TOURS, {}))
    expectRefused(await gateway.post(TOURS, {}, admin))

    const started = gateway.ctx.now()
    const old = await tokenFor('tour-shop')
    gateway.setNow(started + 121_000)
    try {
      const expired = await callTours(old)
      expectRefused(expired)
      expect(expired.body).toMatchObject({ msg: 'App token expired' })
    } finally {
      gateway.setNow(started)
    }

    const wrongAudience = await callSuppliers(await tokenFor('quiz'))
    expectRefused(wrongAudience)
    expect(wrongAudience.body).toMatchObject({ msg: 'App token is not for this app' })

    const [header, payload, signature] = (await tokenFor('tour-shop')).split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, tid: 2 })).toString('base64url')
    expectRefused(await callTours(`${header}.${forged}.${signature}`))
  })
})
