import type { Manifest } from '@hr-portal/manifest'
import { describe, expect, it } from 'vitest'
import { carriedScopes } from './optional-scopes'

// The routes (asking, consenting, refusing, revoking) are tested with the vendor API in vendorapi/optional-scopes.test.ts.
describe('optional scopes across an update', () => {
  const base = { name: 'a', code: 'a', party: 'third', title: { 'zh-CN': 'a', en: 'a' }, capabilities: [], menus: [] }
  const before = { ...base, version: '1.0.0', scopes: ['org.read'], optionalScopes: ['directory.read'] } as Manifest

  it('keeps a consented optional scope the new version still offers, and drops one it no longer offers', () => {
    const consented = ['org.read', 'directory.read']
    expect(carriedScopes({ ...before, version: '1.1.0' }, consented, before)).toEqual(['org.read', 'directory.read'])
    expect(carriedScopes({ ...before, version: '1.2.0', optionalScopes: [] }, consented, before)).toEqual(['org.read'])
  })

  it('grants no optional scope that was not consented; a scope the new version requires comes with its consent', () => {
    expect(carriedScopes({ ...before, version: '1.1.0' }, ['org.read'], before)).toEqual(['org.read'])
    const required = { ...before, version: '2.0.0', scopes: ['org.read', 'directory.read'], optionalScopes: [] }
    expect(carriedScopes(required, ['org.read'], before)).toEqual(['org.read', 'directory.read'])
  })
})
