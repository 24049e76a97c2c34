import { describe, expect, it, vi } from 'vitest'

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {}, clear: () => {} })
vi.mock('../lib/http', () => ({ http: { postForm: vi.fn(async () => ({ result: {} })) }, onServerCode: () => {} }))
vi.mock('./load-session', () => ({ startSession: vi.fn(async () => '/portal/landing'), loadSession: vi.fn(async () => '/portal/landing') }))

describe('session actions', () => {
  it('runs what registered with onSessionLoad when a sign-in starts, and stops after unregistering', async () => {
    const { onSessionLoad, signInWith, loadSession } = await import('./session')
    const listener = vi.fn()
    const stop = onSessionLoad(listener)
    expect(await signInWith('/account/login', { account: 'a' })).toBe('/portal/landing')
    expect(listener).toHaveBeenCalledTimes(1)
    await loadSession('u1')
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    await loadSession('u1')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
