import { describe, expect, it } from 'vitest'
import manifest from '../manifest.json'
import { KNOWN_CAPABILITIES, manifestProblems } from './manifest-check'

const vendor = {
  ...manifest,
  name: 'vendor-x',
  code: 'vendor-x',
  party: 'third',
  capabilities: ['session.appToken', 'env'],
}

describe('manifest', () => {
  it('of this app declares only known capabilities and well-formed menus', () => {
    expect(manifestProblems(manifest)).toEqual([])
  })

  it('names the menu app code and a first menu item the app routes to', () => {
    expect(manifest.code).toMatch(/^[a-z][a-z0-9-]*$/)
    expect(manifest.menus[0]?.link).toMatch(/^\//)
  })

  it('knows the capabilities of the bridge contract and nothing else', () => {
    expect([...KNOWN_CAPABILITIES].sort()).toEqual([
      'env',
      'events',
      'keys',
      'messages',
      'messages.send',
      'nav.apps',
      'nav.links',
      'perf',
      'perm',
      'session.appToken',
      'session.report',
      'session.token',
      'session.user',
      'storage',
      'tabs',
      'tour',
      'track',
      'ui',
      'ui.dialog',
    ])
  })

  it('of a vendor app with an app token is accepted', () => {
    expect(manifestProblems(vendor)).toEqual([])
  })

  it('of a vendor app cannot hold session.token', () => {
    expect(manifestProblems({ ...vendor, capabilities: ['session.token'] })).toEqual([
      'a third-party app may not hold session.token; use session.appToken',
    ])
  })

  it('is refused when it asks for a capability the bridge does not have', () => {
    expect(manifestProblems({ ...manifest, capabilities: ['env', 'files.write'] })).toEqual([
      'unknown capability "files.write"',
    ])
  })

  it('is refused when a menu link is not an in-app path', () => {
    const menus = [{ functionId: '9801', link: 'https://elsewhere.example', title: { 'zh-CN': '外部', en: 'Outside' } }]
    expect(manifestProblems({ ...manifest, menus })).toHaveLength(1)
  })
})
