import { generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { start } from './index'
import { startKit, type Kit } from './test-kit'

let kit: Kit
beforeAll(async () => {
  kit = await startKit()
})
afterAll(() => kit.close())

const LIST = '/api/suppliers/list'

describe('the API accepts only app tokens of the portal for this app', () => {
  it("answers a valid token with the tenant's suppliers", async () => {
    const answer = await kit.post(LIST, {}, await kit.token())
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ code: 0, result: { total: 5 } })
  })

  it('refuses a call without a token, or with a staff-style header instead', async () => {
    expect(await kit.post(LIST, {}, null)).toMatchObject({
      status: 401,
      body: { code: 401100, key: 'unauthorised', msg: 'Missing app token' },
    })
  })

  it('refuses a token for another app, from another issuer, expired, or signed by another key', async () => {
    const { privateKey } = await generateKeyPair('ES256')
    const cases: Array<[string, string]> = [
      [await kit.token({ aud: 'tour-shop' }), 'App token is not for this app'],
      [await kit.token({ iss: 'http://evil.example/gateway' }), 'Invalid app token'],
      [await kit.token({ expiresIn: -60 }), 'App token expired'],
      [await kit.token({ key: privateKey }), 'Invalid app token'],
      ['not.a.token-at-all', 'Invalid app token'],
    ]
    for (const [token, msg] of cases) {
      expect(await kit.post(LIST, {}, token)).toMatchObject({
        status: 401,
        body: { code: 401100, key: 'unauthorised', msg },
      })
    }
  })

  it('refuses a token without a usable tenant', async () => {
    for (const tid of ['1', 0, 1.5, undefined]) {
      const token = await kit.token({ tid: tid ?? null })
      expect((await kit.post(LIST, {}, token)).status).toBe(401)
    }
  })

  it("answers 503 when the portal's keys cannot be fetched, and keeps running", async () => {
    const app = await start({ port: 0, portalUrl: 'http://127.0.0.1:9', dataDir: ':memory:', logLevel: 'silent' })
    try {
      const response = await fetch(`${app.url}${LIST}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await kit.token()}` },
        body: '{}',
      })
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ key: 'keysUnavailable' })
      expect((await fetch(`${app.url}/manifest.json`)).status).toBe(200)
    } finally {
      await app.close()
    }
  })
})
