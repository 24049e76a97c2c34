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

describe('manifest jwksUrl (the key set of signed credential assertions)', () => {
  it('accepts https, and plain http on loopback only', () => {
    expect(keys(app({ jwksUrl: 'https://shop.example.com/.well-known/jwks.json' }))).toEqual([])
    expect(keys(app({ jwksUrl: 'http://127.0.0.1:4102/jwks.json' }))).toEqual([])
    expect(keys(app({ jwksUrl: 'http://shop.example.com/jwks.json' }))).toEqual(['jwksUrl jwksUrl'])
    expect(keys(app({ jwksUrl: 'https://user:pw@shop.example.com/jwks.json' }))).toEqual(['jwksUrl jwksUrl'])
    expect(keys(app({ jwksUrl: 'keys.json' }))).toEqual(['jwksUrl jwksUrl'])
  })

  it('keeps it in the manifest it answers', () => {
    const url = 'https://shop.example.com/.well-known/jwks.json'
    expect(validateManifest(app({ jwksUrl: url })).manifest?.jwksUrl).toBe(url)
  })
})
