import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const VALIDATE = '/gateway/vendor/web/manifest/validate'
const tourShop = JSON.parse(
  readFileSync(new URL('../../../../vendors/tour-shop/manifest.json', import.meta.url), 'utf8'),
)
const shop = {
  ...tourShop,
  name: 'gift-shop',
  code: 'gift-shop',
  menus: [{ ...tourShop.menus[0], functionId: 'gift-shop:list' }],
}

describe('the manifest check for tenant administrators', () => {
  let gateway: TestGateway
  let admin: string
  let hr: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('answers valid for good manifests', async () => {
    for (const manifest of [shop, tourShop]) {
      expect((await gateway.post(VALIDATE, { manifest }, hr)).body).toEqual({
        code: 0,
        msg: expect.any(String),
        result: { valid: true, errors: [] },
      })
    }
  })

  it("names every error with its path, in the caller's language", async () => {
    const bad = {
      ...shop,
      code: 'Gift',
      version: 'latest',
      title: { en: 'Gifts' },
      capabilities: ['session.token', 'root'],
      events: { publish: ['gift.sold'] },
      origins: ['http://gifts.example.com'],
      menus: [{ ...shop.menus[0], functionId: '7001' }],
    }
    const en = (await gateway.post(VALIDATE, { manifest: bad, lang: 'en' }, admin)).body.result
    expect(en.valid).toBe(false)
    expect(en.errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`)).toEqual([
      'code: has the wrong form',
      'version: has the wrong form',
      'title["zh-CN"]: is required',
      'capabilities[1]: "root" is not a bridge capability',
      'capabilities[0]: a third-party app may not hold session.token (use session.appToken)',
      'events.publish[0]: "gift.sold" is not a bridge event topic',
      'origins[0]: must be an https origin (http only on localhost or 127.0.0.1)',
    ])
    const zh = (await gateway.post(VALIDATE, { manifest: bad }, admin)).body.result
    expect(zh.errors[0]).toEqual({ path: 'code', key: 'pattern', message: '格式不正确' })
    expect(zh.errors).toHaveLength(7)
  })

  it('names a code that a portal app holds', async () => {
    const copy = { ...tourShop, name: 'bi-copy', code: 'bi', menus: [{ ...tourShop.menus[0], functionId: 'bi:trips' }] }
    expect((await gateway.post(VALIDATE, { manifest: copy, lang: 'en' }, admin)).body.result.errors).toEqual([
      { path: 'code', key: 'codeTaken', message: '"bi" is already the code of app "bi-report"' },
    ])
  })

  it('is for tenant administrators only, and takes one manifest object of bounded size', async () => {
    expect((await gateway.post(VALIDATE, { manifest: shop }, staff)).body.code).toBe(403001)
    expect((await gateway.post(VALIDATE, { manifest: shop })).body.code).toBe(401001)
    expect((await gateway.post(VALIDATE, { manifest: [shop] }, admin)).body.code).toBe(400000)
    const tooBig = await gateway.post(VALIDATE, { manifest: { ...shop, notes: 'x'.repeat(70_000) } }, admin)
    expect([tooBig.status, tooBig.body.code]).toEqual([413, expect.any(Number)])
  })
})
