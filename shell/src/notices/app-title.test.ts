import { describe, expect, it } from 'vitest'
import type { AppRoute } from '../session/menus'
import { appTitleOf } from './app-title'

const app = (code: string, title: string, manifest: { name: string; title: string } | null): AppRoute =>
  ({
    code,
    path: code,
    routerBase: `/portal/${code}`,
    title,
    icon: '',
    hidden: false,
    manifest,
    pages: [],
    routes: [],
    redirect: null,
  }) as unknown as AppRoute

describe('the name of the app a notice came from', () => {
  const apps = [
    app('approval', 'Approval', { name: 'approval', title: 'Approval centre' }),
    app('ops', '运营', null),
    app('APP9', 'Expenses', { name: 'expenses', title: 'Expenses' }),
  ]

  it('is the app title of the menus, never its code', () => {
    expect(appTitleOf(apps, 'approval')).toBe('Approval centre')
    expect(appTitleOf(apps, 'ops')).toBe('运营')
    expect(appTitleOf(apps, 'expenses')).toBe('Expenses')
  })

  it('is the code only for an app the user has no menu of', () => {
    expect(appTitleOf(apps, 'unknown-app')).toBe('unknown-app')
  })
})
