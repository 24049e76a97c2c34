import { describe, expect, it, vi } from 'vitest'
import type { AppRoute } from './menus'

const postForm = vi.hoisted(() => vi.fn())
vi.mock('../lib/http', () => ({ http: { postForm } }))

const app = (code: string) => ({ code }) as AppRoute

describe('the tour-shop authorisation check (§2)', () => {
  it("keeps the tour shop's menu for a user who passes, removes it for one who does not or whose check failed", async () => {
    const { withTourShopCheck } = await import('./tour-shop-check')
    const apps = [app('ums'), app('tour-shop'), app('salary')]
    expect((await withTourShopCheck(apps, Promise.resolve(true))).map((a) => a.code)).toEqual([
      'ums',
      'tour-shop',
      'salary',
    ])
    expect((await withTourShopCheck(apps, Promise.resolve(false))).map((a) => a.code)).toEqual(['ums', 'salary'])
    postForm.mockRejectedValueOnce(new Error('network'))
    expect((await withTourShopCheck(apps)).map((a) => a.code)).toEqual(['ums', 'salary'])
    postForm.mockResolvedValueOnce({ code: 0, result: true })
    expect((await withTourShopCheck(apps)).map((a) => a.code)).toEqual(['ums', 'tour-shop', 'salary'])
    expect(postForm).toHaveBeenLastCalledWith('/tum/web/tenant/checkHTUserAuthorizationModule', {}, { unLoading: true })
  })

  it('asks nothing when the menus hold no tour shop', async () => {
    const { withTourShopCheck } = await import('./tour-shop-check')
    postForm.mockClear()
    const apps = [app('ums')]
    expect(await withTourShopCheck(apps)).toBe(apps)
    expect(postForm).not.toHaveBeenCalled()
  })
})
