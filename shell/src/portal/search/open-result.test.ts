import { describe, expect, it } from 'vitest'
import type { AppRoute } from '../../session/menus'
import { targetOf } from './open-result'

const app = (code: string, routes: string[], intents?: Record<string, string>) =>
  ({
    code,
    routerBase: `/portal/${code}`,
    manifest: { name: code, intents },
    routes: routes.map((path) => ({ path: `/portal/${code}${path}`, external: false })),
  }) as unknown as AppRoute

const apps = [app('bi', ['/headcount']), app('ums', ['/structure', '/users'], { 'staff.view': '/users/:id' })]

describe('where a search result opens', () => {
  it('opens staff through the staff.view intent, pages in their app, shell pages as they are', () => {
    expect(targetOf(apps, { kind: 'staff', refId: '12', title: 'x', appCode: 'ums', path: '/users/12' })).toBe(
      '/portal/ums/users/12',
    )
    expect(targetOf(apps, { kind: 'menu', title: 'x', appCode: 'bi', path: '/headcount' })).toBe('/portal/bi/headcount')
    expect(targetOf(apps, { kind: 'notice', title: 'x', appCode: '', path: '/portal/messages/n1' })).toBe(
      '/portal/messages/n1',
    )
  })

  it('opens staff in the personnel record (staff.record) when the user may open it, else the staff card', () => {
    const personnel = (routes: string[]) => app('personnel', routes, { 'staff.record': '/records/:id' })
    const staff = { kind: 'staff', refId: '12', title: 'x', appCode: 'ums', path: '/users/12' } as const
    expect(targetOf([...apps, personnel(['/records', '/me'])], staff)).toBe('/portal/personnel/records/12')
    expect(targetOf([...apps, personnel(['/me'])], staff)).toBe('/portal/ums/users/12')
  })

  it('refuses what the user may not open, and shell paths outside the portal', () => {
    expect(targetOf(apps, { kind: 'menu', title: 'x', appCode: 'ums', path: '/roles' })).toBeNull()
    expect(
      targetOf(apps.slice(0, 1), { kind: 'staff', refId: '12', title: 'x', appCode: 'ums', path: '/users/12' }),
    ).toBeNull()
    expect(targetOf(apps, { kind: 'file', title: 'x', appCode: '', path: '/login' })).toBeNull()
  })
})
