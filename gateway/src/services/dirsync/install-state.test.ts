import { describe, expect, it } from 'vitest'
import { newNonce, openInstallState, signInstallState } from './install-state'

const SECRET = 'suite-secret-for-tests'
const now = 1_760_000_000_000

describe('install state', () => {
  it('carries the tenant, nonce and expiry, in letters and digits WeCom accepts', () => {
    const nonce = newNonce()
    const state = signInstallState(SECRET, { tenantId: 42, nonce, expiresAt: now + 60_000 })
    expect(state).toMatch(/^[A-Za-z0-9]{1,128}$/)
    expect(openInstallState(SECRET, state, now)).toEqual({ tenantId: 42, nonce, expiresAt: now + 60_000 })
  })

  it('is refused once expired', () => {
    const state = signInstallState(SECRET, { tenantId: 1, nonce: newNonce(), expiresAt: now - 1 })
    expect(openInstallState(SECRET, state, now)).toBe('expired')
  })

  it('is refused when another tenant is written into it, or it was signed with another secret', () => {
    const state = signInstallState(SECRET, { tenantId: 1, nonce: newNonce(), expiresAt: now + 60_000 })
    expect(openInstallState(SECRET, state.replace(/^1Z/, '2Z'), now)).toBe('bad')
    expect(openInstallState('another-secret', state, now)).toBe('bad')
    expect(openInstallState(SECRET, `${state}0`, now)).toBe('bad')
    expect(openInstallState(SECRET, undefined, now)).toBe('bad')
    expect(openInstallState(SECRET, 'x'.repeat(500), now)).toBe('bad')
  })
})
