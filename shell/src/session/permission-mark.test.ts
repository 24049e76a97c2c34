import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} })
const answers: Array<(value: unknown) => void> = []
const postForm = vi.fn(() => new Promise((resolve) => answers.push(resolve)))
vi.mock('../lib/http', () => ({ http: { postForm }, onServerCode: () => {} }))
vi.mock('../lib/storage', () => ({ getToken: () => 'token', LOCAL: { allPermissionStatus: 'allPermissionStatus' } }))
vi.mock('./session-store', () => ({ $session: { get: () => ({ status: 'signed' }) } }))
const raisePrompt = vi.fn()
vi.mock('./prompt', () => ({ raisePrompt }))

let mark: typeof import('./permission-mark')
let hasPermissionMark: typeof import('./permission-mark').hasPermissionMark
beforeAll(async () => {
  mark = await import('./permission-mark')
  ;({ hasPermissionMark } = mark)
})

describe('permission-mark check (§4)', () => {
  it('shares one request between identical checks in flight', async () => {
    const first = hasPermissionMark()
    const second = hasPermissionMark()
    expect(postForm).toHaveBeenCalledTimes(1)
    expect(postForm).toHaveBeenCalledWith(
      '/uac/web/permission/hasPermissionMark',
      { appMark: 'portal' },
      { unLoading: true },
    )
    answers[0]({ code: 0, result: true })
    expect(await Promise.all([first, second])).toEqual([true, true])
  })

  it('asks again once the earlier check has settled', async () => {
    const next = hasPermissionMark()
    expect(postForm).toHaveBeenCalledTimes(2)
    answers[1]({ code: 0, result: false })
    expect(await next).toBe(false)
  })
})

describe('the mark the notice stream tells', () => {
  it('lets a navigation go on without asking while the stream says unchanged; the check after the page asks', async () => {
    mark.markHeard(false)
    expect(mark.markKnownUnchanged()).toBe(true)
    const asked = postForm.mock.calls.length
    expect(await mark.checkOnNavigation()).toBe(false)
    mark.checkAhead()
    expect(postForm).toHaveBeenCalledTimes(asked)
    const after = mark.checkOnNavigation({ ask: true })
    expect(postForm).toHaveBeenCalledTimes(asked + 1)
    answers[asked]({ code: 0, result: false })
    expect(await after).toBe(false)
  })

  it('raises the prompt without asking once the stream says changed', async () => {
    mark.markHeard(true)
    expect(mark.markKnownUnchanged()).toBe(false)
    const asked = postForm.mock.calls.length
    expect(await mark.checkOnNavigation()).toBe(true)
    expect(raisePrompt).toHaveBeenCalledWith('permissionChanged')
    expect(postForm).toHaveBeenCalledTimes(asked)
  })

  it('asks the gateway again when the stream is gone', async () => {
    mark.markHeard(null)
    expect(mark.markKnownUnchanged()).toBe(false)
    const asked = postForm.mock.calls.length
    const check = mark.checkOnNavigation()
    expect(postForm).toHaveBeenCalledTimes(asked + 1)
    answers[asked]({ code: 0, result: false })
    expect(await check).toBe(false)
  })
})
