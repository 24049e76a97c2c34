import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.stubGlobal('localStorage', {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
  key: () => null,
  length: 0,
})

let ready: typeof import('./page-ready')
/** The settle time and the idle wait (a timer where the browser has no idle callbacks). */
const SETTLED = 100
let sessionEnd: typeof import('./session-end')

beforeAll(async () => {
  vi.useFakeTimers()
  ready = await import('./page-ready')
  sessionEnd = await import('./session-end')
})
afterAll(() => vi.useRealTimers())
beforeEach(() => ready.setPageReady(false))

describe('work waiting for the page', () => {
  it('runs a moment after the page is ready, in an idle moment, not before', async () => {
    const task = vi.fn()
    ready.afterPageReady(task)
    await vi.advanceTimersByTimeAsync(1000)
    expect(task).not.toHaveBeenCalled()
    ready.setPageReady(true)
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(SETTLED)
    expect(task).toHaveBeenCalledTimes(1)
    ready.setPageReady(false)
    ready.setPageReady(true)
    await vi.advanceTimersByTimeAsync(SETTLED)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('with no latest time, waits for the page however long it takes', async () => {
    const task = vi.fn()
    ready.afterPageReady(task, { waitMs: null })
    await vi.advanceTimersByTimeAsync(ready.PAGE_WAIT_MS * 3)
    expect(task).not.toHaveBeenCalled()
    ready.setPageReady(true)
    await vi.advanceTimersByTimeAsync(SETTLED)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('marks (User Timing) the first time the page shown had its content, once', () => {
    // The fake timers fake `performance` too: a stand-in that keeps its marks.
    const faked = performance
    const marks: string[] = []
    vi.stubGlobal('performance', {
      mark: (name: string) => void marks.push(name),
      getEntriesByName: (name: string) => marks.filter((mark) => mark === name),
    })
    try {
      ready.setPageReady(true)
      ready.setPageReady(false)
      ready.setPageReady(true)
      expect(marks).toEqual([ready.PAGE_READY_MARK])
    } finally {
      vi.stubGlobal('performance', faked)
    }
  })

  it('runs at once (when idle) on a page that is ready already', async () => {
    ready.setPageReady(true)
    const task = vi.fn()
    ready.afterPageReady(task)
    await vi.advanceTimersByTimeAsync(SETTLED)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('is not held back for ever by a page that never gets ready', async () => {
    const task = vi.fn()
    ready.afterPageReady(task)
    await vi.advanceTimersByTimeAsync(ready.PAGE_WAIT_MS - 1)
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(SETTLED + 1)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('never runs a cancelled task, before or after the page is ready', async () => {
    const early = vi.fn()
    ready.afterPageReady(early)()
    const late = vi.fn()
    const cancel = ready.afterPageReady(late)
    ready.setPageReady(true)
    cancel()
    await vi.advanceTimersByTimeAsync(ready.PAGE_WAIT_MS + 100)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })

  it('waits again after the session ended (the next sign-in has its own first page)', async () => {
    ready.setPageReady(true)
    sessionEnd.emitSessionEnd()
    expect(ready.$pageReady.get()).toBe(false)
    const task = vi.fn()
    ready.afterPageReady(task)
    await vi.advanceTimersByTimeAsync(100)
    expect(task).not.toHaveBeenCalled()
  })
})
