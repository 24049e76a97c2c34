import { describe, expect, it } from 'vitest'
import type { AppRoute } from '../../session/menus'
import { fillIntent, intentPath, permittedPath } from './app-links'

const app = (code: string, routes: string[], intents?: Record<string, string>) =>
  ({
    code,
    routerBase: `/portal/${code}`,
    manifest: { name: code, intents },
    routes: routes.map((path) => ({ path: `/portal/${code}${path}`, external: false })),
  }) as unknown as AppRoute

const apps = [
  app('bi', ['/headcount'], { 'staff.view': '/users/:id' }),
  app('ums', ['/structure', '/users'], { 'staff.view': '/users/:id' }),
]

describe('links between apps', () => {
  it('lets an app open a page of another only under a menu page the user holds', () => {
    expect(permittedPath(apps, 'ums', '/users/7?tab=2')).toBe('/portal/ums/users/7?tab=2')
    expect(permittedPath(apps, 'ums', '/roles')).toBeNull()
    expect(permittedPath(apps, 'salary', '/x')).toBeNull()
    expect(permittedPath(apps, 'ums', '/users/../roles')).toBeNull()
  })

  it("lets the portal's Apps list open an app's settings page, which is no menu page", () => {
    const shop = { ...app('tour-shop', ['/trips']), manifest: { name: 'tour-shop', settings: '/settings' } } as AppRoute
    expect(permittedPath([shop], 'tour-shop', '/settings')).toBe('/portal/tour-shop/settings')
    expect(permittedPath([shop], 'tour-shop', '/settings/x')).toBeNull()
    expect(permittedPath(apps, 'ums', '/settings')).toBeNull()
  })

  it('fills an intent path from its parameters, encoded, and refuses a missing one', () => {
    expect(fillIntent('/users/:id/contracts/:no', { id: 7, no: 'A/1' })).toBe('/users/7/contracts/A%2F1')
    expect(() => fillIntent('/users/:id', {})).toThrow(/needs id/)
  })

  it('routes an intent to the first app that declared it and whose page the user may open', () => {
    expect(intentPath(apps, 'staff.view', { id: 7 })).toBe('/portal/ums/users/7')
    expect(() => intentPath(apps, 'salary.view', { id: 7 })).toThrow(expect.objectContaining({ code: 'not_found' }))
    expect(() => intentPath([apps[0]], 'staff.view', { id: 7 })).toThrow(
      expect.objectContaining({ code: 'capability_denied' }),
    )
  })
})
