import { afterEach, describe, expect, it, vi } from 'vitest'

let token: string | null = 'token-a'
const postJson = vi.fn(async () => ({ code: 0, msg: '', result: { widgets: null, source: 'none' } }))
vi.mock('../lib/http', () => ({ http: { postJson } }))
vi.mock('../lib/storage', () => ({ getToken: () => token }))
const { answeredLayoutAhead, loadLayoutAhead, takeLayoutAhead } = await import('./layout-api')

afterEach(() => {
  vi.useRealTimers()
  token = 'token-a'
  postJson.mockClear()
})

describe('the dashboard layout asked for ahead', () => {
  it('is taken once by the same session', async () => {
    loadLayoutAhead()
    expect(postJson).toHaveBeenCalledWith('/ums/web/dashboard/layout', {}, { unLoading: true })
    expect(await takeLayoutAhead()).toEqual({ widgets: null, source: 'none' })
    expect(takeLayoutAhead()).toBeNull()
  })

  it('is shown without being taken once answered, to the same session only', async () => {
    loadLayoutAhead()
    expect(answeredLayoutAhead()).toBeNull()
    await Promise.resolve()
    await Promise.resolve()
    expect(answeredLayoutAhead()).toEqual({ widgets: null, source: 'none' })
    token = 'token-b'
    expect(answeredLayoutAhead()).toBeNull()
    token = 'token-a'
    expect(await takeLayoutAhead()).toEqual({ widgets: null, source: 'none' })
    expect(answeredLayoutAhead()).toBeNull()
  })

  it('is not taken by another session, nor once it is old', () => {
    loadLayoutAhead()
    token = 'token-b'
    expect(takeLayoutAhead()).toBeNull()
    vi.useFakeTimers()
    loadLayoutAhead()
    vi.advanceTimersByTime(30_000)
    token = 'token-b'
    expect(takeLayoutAhead()).toBeNull()
  })
})
