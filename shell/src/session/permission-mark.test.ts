import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} })
const answers: Array<(value: unknown) => void> = []
const postForm = vi.fn(() => new Promise((resolve) => answers.push(resolve)))
vi.mock('../lib/http', () => ({ http: { postForm }, onServerCode: () => {} }))

let hasPermissionMark: typeof import('./permission-mark').hasPermissionMark
beforeAll(async () => {
  ({ hasPermissionMark } = await import('./permission-mark'))
})

describe('permission-mark check (§4)', () => {
  it('shares one request between identical checks in flight', async () => {
    const first = hasPermissionMark()
    const second = hasPermissionMark()
    expect(postForm).toHaveBeenCalledTimes(1)
    expect(postForm).toHaveBeenCalledWith('/uac/web/permission/hasPermissionMark', { appMark: 'portal' }, { unLoading: true })
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
