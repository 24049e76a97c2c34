import { describe, expect, it } from 'vitest'
import manifest from '../manifest.json'
import { HOME, pageOf } from './pages'

describe('pages', () => {
  it('finds the page of a path, with or without a trailing part', () => {
    expect(pageOf('/headcount')).toBe('headcount')
    expect(pageOf('/performance')).toBe('performance')
    expect(pageOf('/performance/')).toBe('performance')
  })

  it('knows no page at the base or at an unknown path, so the app goes home', () => {
    expect([pageOf('/'), pageOf(''), pageOf('/constructor'), pageOf('/toString')]).toEqual([null, null, null, null])
    expect(pageOf(HOME)).toBe('headcount')
  })

  it('has a page for every menu link of the manifest', () => {
    expect(manifest.menus.map((menu) => pageOf(menu.link)).sort()).toEqual([
      'headcount',
      'pageViews',
      'payroll',
      'performance',
    ])
  })
})
