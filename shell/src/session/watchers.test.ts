import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} })
vi.spyOn(console, 'warn').mockImplementation(() => {})
let watchers: typeof import('./watchers')
let messages: typeof import('../lib/messages/message')

beforeAll(async () => {
  watchers = await import('./watchers')
  messages = await import('../lib/messages/message')
})

const perf = (used?: number) =>
  ({ memory: used === undefined ? undefined : { usedJSHeapSize: used } }) as unknown as Performance

describe('memory check (§4, §9)', () => {
  it('runs hourly with a 1 GiB limit', () => {
    expect(watchers.MEMORY_CHECK_INTERVAL).toBe(60 * 60 * 1000)
    expect(watchers.MEMORY_LIMIT).toBe(1073741824)
  })

  it('raises a warning above 1073741824 bytes of used heap', () => {
    expect(watchers.checkMemory(perf(1073741825))).toBe(true)
    expect(messages.$message.get()).toMatchObject({ type: 'warning' })
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('1073741825'))
  })

  it('stays quiet at the limit and where the browser does not expose the heap', () => {
    messages.$message.set(null)
    expect(watchers.checkMemory(perf(1073741824))).toBe(false)
    expect(watchers.checkMemory(perf())).toBe(false)
    expect(messages.$message.get()).toBeNull()
  })
})

describe('401001 answers', () => {
  it('prompt for the session in use, or when no session is left, but not for one a tenant switch replaced', () => {
    expect(watchers.answersReplacedSession(401001, 'old', 'new')).toBe(true)
    expect(watchers.answersReplacedSession(401001, 'same', 'same')).toBe(false)
    expect(watchers.answersReplacedSession(401001, 'old', null)).toBe(false)
    expect(watchers.answersReplacedSession(401001, undefined, 'new')).toBe(false)
    expect(watchers.answersReplacedSession(404110, 'old', 'new')).toBe(false)
  })
})
