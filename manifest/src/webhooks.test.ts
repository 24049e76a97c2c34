import { describe, expect, it } from 'vitest'
import { validateManifest } from './validate'

const app = (extra: Record<string, unknown>) => ({
  name: 'shop',
  code: 'shop',
  version: '1.0.0',
  party: 'third',
  title: { 'zh-CN': '商城', en: 'Shop' },
  capabilities: [],
  menus: [],
  ...extra,
})
const keys = (raw: unknown) => validateManifest(raw).errors.map((e) => `${e.path} ${e.key}`)

describe('manifest webhooks', () => {
  it('accepts an https address with lifecycle topics and HR topics under their scopes', () => {
    const raw = app({
      scopes: ['directory.read', 'org.read'],
      webhooks: { url: 'https://shop.example.com/hooks', topics: ['app.uninstalled', 'staff.joined', 'org.changed'] },
    })
    expect(keys(raw)).toEqual([])
  })

  it('accepts plain http on loopback only (a vendor developing on this machine)', () => {
    expect(keys(app({ webhooks: { url: 'http://127.0.0.1:4102/hooks' } }))).toEqual([])
    expect(keys(app({ webhooks: { url: 'http://shop.example.com/hooks' } }))).toEqual(['webhooks.url webhookUrl'])
    expect(keys(app({ webhooks: { url: 'https://user:pw@shop.example.com/' } }))).toEqual(['webhooks.url webhookUrl'])
    expect(keys(app({ webhooks: { url: 'ftp://shop.example.com/' } }))).toEqual(['webhooks.url webhookUrl'])
  })

  it('refuses a topic that is not a webhook topic', () => {
    expect(keys(app({ webhooks: { url: 'https://a.example.com/', topics: ['staff.changed'] } }))).toEqual([
      'webhooks.topics[0] unknownWebhook',
    ])
  })

  it('refuses an HR topic without its data scope', () => {
    const raw = app({ scopes: ['org.read'], webhooks: { url: 'https://a.example.com/', topics: ['staff.left'] } })
    expect(validateManifest(raw).errors).toEqual([
      expect.objectContaining({
        path: 'webhooks.topics[0]',
        key: 'topicScope',
        params: { name: 'staff.left', scope: 'directory.read' },
      }),
    ])
  })

  it('needs an address and refuses other fields', () => {
    expect(keys(app({ webhooks: { topics: [] } }))).toContain('webhooks.url required')
    expect(keys(app({ webhooks: { url: 'https://a.example.com/', secret: 'x' } }))).toContain(
      'webhooks.secret notAllowed',
    )
  })
})
