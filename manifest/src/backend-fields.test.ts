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

describe('manifest optionalScopes (asked while the app runs)', () => {
  it('accepts known scopes not already asked at install', () => {
    expect(keys(app({ scopes: ['org.read'], optionalScopes: ['directory.read'] }))).toEqual([])
    expect(validateManifest(app({ optionalScopes: ['directory.read'] })).manifest?.optionalScopes).toEqual([
      'directory.read',
    ])
  })

  it('refuses an unknown scope and one that is also in scopes', () => {
    expect(keys(app({ optionalScopes: ['payroll.everything'] }))).toEqual(['optionalScopes[0] unknownScope'])
    expect(keys(app({ scopes: ['org.read'], optionalScopes: ['org.read'] }))).toEqual([
      'optionalScopes[0] optionalScopeTwice',
    ])
  })
})
