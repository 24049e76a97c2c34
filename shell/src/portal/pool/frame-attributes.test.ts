import { describe, expect, it } from 'vitest'
import type { AppManifest } from '@hr-portal/bridge'
import { allowFor, appUrl, sandboxFor } from './frame-attributes'

const manifest: AppManifest = {
  name: 'system',
  title: 'System',
  entry: 'http://127.0.0.1:4101/system/',
  origin: 'http://127.0.0.1:4101',
  party: 'first',
  capabilities: [],
}

describe('iframe attributes', () => {
  it('gives a cross-site app scripts, forms and its own origin', () => {
    expect(sandboxFor(manifest, 'http://localhost:4100')).toBe('allow-scripts allow-forms allow-same-origin')
  })

  it('never frames content from the shell origin with allow-same-origin', () => {
    expect(sandboxFor({ ...manifest, origin: 'http://localhost:4100' }, 'http://localhost:4100')).not.toContain(
      'allow-same-origin',
    )
  })

  it('adds only known sandbox tokens from the manifest', () => {
    const sandbox = sandboxFor(
      { ...manifest, sandbox: ['allow-downloads', 'allow-top-navigation'] },
      'http://localhost:4100',
    )
    expect(sandbox).toContain('allow-downloads')
    expect(sandbox).not.toContain('allow-top-navigation')
  })

  it('never lets a frame open popups, even when its manifest asks (external links go through nav.openExternal)', () => {
    const sandbox = sandboxFor(
      { ...manifest, sandbox: ['allow-popups', 'allow-popups-to-escape-sandbox'] },
      'http://localhost:4100',
    )
    expect(sandbox).toBe('allow-scripts allow-forms allow-same-origin')
  })

  it('limits allowed features to the declared ones on the app origin', () => {
    expect(allowFor({ ...manifest, allow: ['clipboard-write', 'usb'] })).toBe('clipboard-write http://127.0.0.1:4101')
    expect(allowFor(manifest)).toBe('')
  })

  it('builds page URLs under the entry', () => {
    expect(appUrl(manifest, '/structure')).toBe('http://127.0.0.1:4101/system/structure')
    expect(appUrl(manifest, '/')).toBe('http://127.0.0.1:4101/system/')
    expect(appUrl(manifest, '//evil.example/x')).toBe('http://127.0.0.1:4101/system/evil.example/x')
  })
})
