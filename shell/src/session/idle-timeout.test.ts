import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

// The portal's other tabs, as the activity module meets them: one channel, messages posted and heard.
const channel = { posted: [] as unknown[], listener: null as ((event: { data: unknown }) => void) | null }
class FakeChannel {
  constructor(readonly name: string) {}
  postMessage(data: unknown) {
    channel.posted.push(data)
  }
  addEventListener(_type: string, listener: (event: { data: unknown }) => void) {
    channel.listener = listener
  }
}
const listeners = new Map<string, () => void>()
const replace = vi.fn()
vi.stubGlobal('BroadcastChannel', FakeChannel)
vi.stubGlobal('window', {
  addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  removeEventListener: (type: string) => listeners.delete(type),
  location: { replace },
})
const keepAlive = vi.fn(async () => ({ code: 0, msg: 'success', result: { idleMinutes: 5 } }))
vi.mock('../lib/http', () => ({
  http: { postForm: (path: string) => (path === '/uac/web/session/keepAlive' ? keepAlive() : Promise.resolve({})) },
}))
const signOut = vi.fn(async () => {})
vi.mock('./session', () => ({ signOut: () => signOut() }))

let idle: typeof import('./idle-timeout')
let setPageReady: (ready: boolean) => void
let activity: typeof import('./activity')
let stop: () => void
const MINUTE = 60_000
const flush = () => vi.advanceTimersByTimeAsync(0)

beforeAll(async () => {
  vi.useFakeTimers({ now: 1_700_000_000_000 })
  activity = await import('./activity')
  idle = await import('./idle-timeout')
  ;({ setPageReady } = await import('../lib/page-ready'))
})
afterAll(() => {
  stop?.()
  vi.useRealTimers()
})

describe('inactivity timeout in the shell', () => {
  beforeEach(() => {
    keepAlive.mockClear()
  })

  it("learns the tenant's timeout from the keep-alive, sent once the page is ready, and warns a minute before it", async () => {
    stop = idle.startIdleWatch()
    await flush()
    expect(keepAlive).not.toHaveBeenCalled()
    setPageReady(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(keepAlive).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(4 * MINUTE - 101)
    expect(idle.$idleWarning.get()).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(idle.$idleWarning.get()).toBe(1_700_000_000_000 + 5 * MINUTE)
  })

  it('ignores input while the warning waits for an answer; "stay signed in" starts again and tells the gateway', async () => {
    listeners.get('keydown')!()
    expect(idle.$idleWarning.get()).not.toBeNull()
    idle.stayActive()
    await flush()
    expect(idle.$idleWarning.get()).toBeNull()
    expect(keepAlive).toHaveBeenCalledTimes(1)
  })

  it('counts input in the shell, keeping the gateway told at most every 50 s', async () => {
    await vi.advanceTimersByTimeAsync(3 * MINUTE)
    listeners.get('pointerdown')!()
    await flush()
    expect(keepAlive).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    listeners.get('wheel')!()
    await flush()
    expect(keepAlive).toHaveBeenCalledTimes(1)
    // Four minutes after the last input (not the first): the warning.
    await vi.advanceTimersByTimeAsync(4 * MINUTE - 1)
    expect(idle.$idleWarning.get()).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(idle.$idleWarning.get()).not.toBeNull()
  })

  it("counts another tab's activity, told over the channel, and tells the others its own", async () => {
    channel.listener!({ data: { at: Date.now() } })
    expect(idle.$idleWarning.get()).toBeNull()
    expect(channel.posted.length).toBeGreaterThan(0)
    channel.listener!({ data: { at: 'soon' } })
    channel.listener!({ data: { at: Date.now() + 10 * MINUTE } })
    expect(activity.$lastActivity.get()).toBe(Date.now())
  })

  it('signs out to the login page with the reason at the timeout', async () => {
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(replace).toHaveBeenCalledWith('/login?signedOut=idle')
    expect(idle.$idleWarning.get()).toBeNull()
  })
})
