import { describe, expect, it, vi } from 'vitest'
import type { AppRoute } from '../../session/menus'

const postJson = vi.fn()
vi.mock('../../lib/http', () => ({ http: { postJson } }))
const { isDeniedPage } = await import('./page-access')

const app = (code: string, routerBase: string, paths: string[]) =>
  ({ code, routerBase, routes: paths.map((path) => ({ path })) }) as unknown as AppRoute
const kaoqin = app('kaoqin', '/portal/kaoqin', ['/portal/kaoqin/my-attendance'])

describe("isDeniedPage: an address of an app none of the user's menu pages serves", () => {
  it("asks nothing for a menu page of the user, its inner pages or the app's root", async () => {
    const apps = [kaoqin]
    for (const path of [
      '/portal/kaoqin/my-attendance',
      '/portal/kaoqin/my-attendance/2026-11',
      '/portal/kaoqin',
      '/portal/kaoqin/',
    ]) {
      expect(await isDeniedPage(apps, kaoqin, path)).toBe(false)
    }
    expect(postJson).not.toHaveBeenCalled()
  })

  it('is denied when the gateway says it is a menu page the user may not open, asked once per address and menus', async () => {
    const apps = [kaoqin]
    postJson.mockResolvedValueOnce({ code: 0, result: { menuPage: true, allowed: false } })
    expect(await isDeniedPage(apps, kaoqin, '/portal/kaoqin/monthly-summary')).toBe(true)
    expect(postJson).toHaveBeenCalledWith(
      '/joyhr/web/elesMenu/pageAccess',
      { appCode: 'kaoqin', link: '/monthly-summary' },
      { unLoading: true },
    )
    expect(await isDeniedPage(apps, kaoqin, '/portal/kaoqin/monthly-summary')).toBe(true)
    expect(postJson).toHaveBeenCalledTimes(1)
    // New menus (another language, changed roles) ask afresh.
    postJson.mockResolvedValueOnce({ code: 0, result: { menuPage: true, allowed: true } })
    expect(await isDeniedPage([kaoqin], kaoqin, '/portal/kaoqin/monthly-summary')).toBe(false)
    expect(postJson).toHaveBeenCalledTimes(2)
  })

  it('is not denied for an inner page of the app, or when the gateway cannot answer', async () => {
    const apps = [kaoqin]
    postJson.mockResolvedValueOnce({ code: 0, result: { menuPage: false, allowed: false } })
    expect(await isDeniedPage(apps, kaoqin, '/portal/kaoqin/day/2026-11-25')).toBe(false)
    postJson.mockRejectedValueOnce(new Error('network'))
    expect(await isDeniedPage(apps, kaoqin, '/portal/kaoqin/punch-import')).toBe(false)
  })
})
