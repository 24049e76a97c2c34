import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startManifestServer, type ManifestServer } from '../../../testing/manifest-server'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

// In production (no loopback in the outbound rules) a manifest whose webhook address or key set is on loopback, a
// private network or plain http is refused when it is checked for install or update, not only at delivery.
describe("an app's backend addresses under production outbound rules", () => {
  let gateway: TestGateway
  let vendor: ManifestServer
  let admin: string
  const publish = (more: Record<string, unknown>) =>
    vendor.answer('/manifest.json', {
      json: {
        name: 'shop',
        code: 'shop',
        version: '1.0.0',
        party: 'third',
        title: { 'zh-CN': '商城', en: 'Shop' },
        entry: `${vendor.origin}/app/`,
        capabilities: ['session.appToken'],
        menus: [{ functionId: 'shop:home', link: '/home', title: { 'zh-CN': '首页', en: 'Home' } }],
        ...more,
      },
    })
  const check = async (lang = 'en') =>
    (
      await gateway.post(
        '/gateway/vendor/web/apps/preview',
        { manifestUrl: `${vendor.origin}/manifest.json`, lang },
        admin,
      )
    ).body.result

  beforeAll(async () => {
    vendor = await startManifestServer()
    // The vendor's manifest itself is served on this machine (APP_INSTALL_HTTP_LOCAL); its backend addresses are not.
    gateway = await startTestGateway({ outbound: { allowOrigins: [], loopback: false }, installHttpLocal: true })
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  })
  afterAll(async () => {
    await gateway.close()
    await vendor.close()
  })

  it.each([
    ['http://127.0.0.1:9/hooks', '127.0.0.1'],
    ['https://127.0.0.1/hooks', '127.0.0.1'],
    ['https://[::1]/hooks', '[::1]'],
    ['https://10.1.2.3/hooks', '10.1.2.3'],
    ['https://192.168.0.7/hooks', '192.168.0.7'],
    ['https://localhost/hooks', 'localhost'],
    ['https://shop.localhost/hooks', 'shop.localhost'],
  ])('refuses the webhook address %s, naming the host', async (url, host) => {
    publish({ webhooks: { url } })
    const checked = await check()
    expect(checked.valid).toBe(false)
    expect(checked.errors).toEqual([
      {
        path: 'webhooks.url',
        key: 'privateWebhook',
        message: `must be a public https address: the portal sends no events to ${host}, a loopback or private network address`,
      },
    ])
  })

  it('says it in Chinese, and refuses a key set on a private address too', async () => {
    publish({ webhooks: { url: 'https://10.0.0.5/hooks' }, jwksUrl: 'http://127.0.0.1:8/jwks.json' })
    const checked = await check('zh-CN')
    expect(checked.errors.map((e: { path: string; key: string }) => `${e.path} ${e.key}`)).toEqual([
      'webhooks.url privateWebhook',
      'jwksUrl privateJwks',
    ])
    expect(checked.errors[0].message).toBe('必须是公网 https 地址：门户不会向 10.0.0.5（本机或私有网络地址）发送事件')
  })

  it('takes public https addresses (a name is checked again as each delivery connects)', async () => {
    publish({
      webhooks: { url: 'https://hooks.shop.example.com/portal' },
      jwksUrl: 'https://shop.example.com/jwks.json',
    })
    const checked = await check()
    expect([checked.valid, checked.errors]).toEqual([true, []])
  })
})
