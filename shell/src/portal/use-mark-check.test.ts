import { describe, expect, it, vi } from 'vitest'
import type { AppRoute, PageRoute } from '../session/menus'

vi.mock('../session/permission-mark', () => ({ checkOnNavigation: vi.fn(async () => false), checkAhead: vi.fn() }))
const { menuPageKey } = await import('./use-mark-check')

const page = (path: string) => ({ path }) as PageRoute
const app = (code: string, routerBase: string, paths: string[]) =>
  ({ code, routerBase, routes: paths.map(page) }) as unknown as AppRoute

describe('menuPageKey', () => {
  const apps = [
    app('system', '/portal/ums', ['/portal/ums/structure', '/portal/ums/users']),
    app('bi', '/portal/bi', ['/portal/bi/headcount']),
  ]

  it("names a path by its menu page, so moves inside one page share a key and a new page's differs", () => {
    expect(menuPageKey(apps, '/portal/ums/users')).toBe('/portal/ums/users')
    expect(menuPageKey(apps, '/portal/ums/users/12/edit')).toBe('/portal/ums/users')
    expect(menuPageKey(apps, '/portal/ums/structure')).toBe('/portal/ums/structure')
  })

  it("falls back to the app's base for a path of no menu page, and to the path itself outside every app", () => {
    expect(menuPageKey(apps, '/portal/bi/other')).toBe('/portal/bi')
    expect(menuPageKey(apps, '/portal/files')).toBe('/portal/files')
  })
})
