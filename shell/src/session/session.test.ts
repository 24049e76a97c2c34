import { describe, expect, it, vi } from 'vitest'

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {}, clear: () => {} })
vi.mock('../lib/http', () => ({ http: { postForm: vi.fn(async () => ({ result: {} })) }, onServerCode: () => {} }))
vi.mock('./load-session', () => ({
  startSession: vi.fn(async () => '/portal/landing'),
  loadSession: vi.fn(async () => '/portal/landing'),
}))

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

  it('answers the landing route only once what the listeners fetch alongside has settled, failed or not', async () => {
    const { onSessionLoad, signInWith } = await import('./session')
    let finish: (ok: boolean) => void = () => {}
    const stop = onSessionLoad(
      () =>
        new Promise<void>((resolve, reject) => {
          finish = (ok) => (ok ? resolve() : reject(new Error('chunk')))
        }),
    )
    let landed = false
    const first = signInWith('/account/login', { account: 'a' }).then((route) => {
      landed = true
      return route
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(landed).toBe(false)
    finish(true)
    expect(await first).toBe('/portal/landing')
    const second = signInWith('/account/login', { account: 'a' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    finish(false)
    expect(await second).toBe('/portal/landing')
    stop()
  })

  it('fetches what a sign-in needs once, when a sign-in is first foreseen, sending nothing', async () => {
    const { onSignInAhead, prepareSignIn } = await import('./session')
    const { http } = await import('../lib/http')
    const sent = vi.mocked(http.postForm).mock.calls.length
    const listener = vi.fn()
    const stop = onSignInAhead(listener)
    prepareSignIn()
    prepareSignIn()
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1))
    prepareSignIn()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(vi.mocked(http.postForm).mock.calls.length).toBe(sent)
    stop()
  })
})
