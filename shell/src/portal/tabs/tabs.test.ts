import { describe, expect, it } from 'vitest'
import { closeTab, closeUnpinned, isRouteTab, makeTab, openTab, sameTabs, setTitle } from './tabs'

const home = makeTab('/portal/ums/structure', { title: 'Home', affix: true })
const a = makeTab('/portal/a/x?q=1', { title: 'A' })
const b = makeTab('/portal/b/y', { title: 'B' })

describe('route tabs (§2)', () => {
  it('makes a §3 route tab from a full path', () => {
    expect(a).toEqual({
      fullPath: '/portal/a/x?q=1',
      path: '/portal/a/x',
      name: '/portal/a/x',
      params: {},
      query: { q: '1' },
      meta: { title: 'A' },
    })
  })

  it('keeps the pinned home tab first whatever the order of opening', () => {
    expect(openTab(openTab([a], b), home).map((t) => t.meta.title)).toEqual(['Home', 'A', 'B'])
  })

  it('adds a page once and updates its URL when it is opened again', () => {
    const tabs = openTab(openTab([home, a], makeTab('/portal/a/x?q=2', { title: 'A2' })), a)
    expect(tabs).toHaveLength(2)
    expect(openTab([home, a], makeTab('/portal/a/x?q=2', { title: 'A2' }))[1].fullPath).toBe('/portal/a/x?q=2')
  })

  it('tells that showing an open tab again changes nothing, and a new address or title does', () => {
    expect(sameTabs([home, a], openTab([home, a], makeTab('/portal/a/x?q=1', { title: 'A' })))).toBe(true)
    expect(sameTabs([home, a], openTab([home, a], makeTab('/portal/a/x?q=2', { title: 'A' })))).toBe(false)
    expect(sameTabs([home, a], openTab([home, a], makeTab('/portal/a/x?q=1', { title: 'A!' })))).toBe(false)
    expect(sameTabs([home, a], openTab([home, a], b))).toBe(false)
  })

  it('does not add a page with openType 3', () => {
    expect(openTab([home], makeTab('/portal/c/z', { title: 'C', openType: 3 }))).toEqual([home])
  })

  it('closes a tab and shows its neighbour when it was active; pinned tabs stay', () => {
    expect(closeTab([home, a, b], '/portal/a/x', '/portal/a/x')).toEqual({ tabs: [home, b], next: '/portal/b/y' })
    expect(closeTab([home, a, b], '/portal/b/y', '/portal/b/y')).toEqual({ tabs: [home, a], next: '/portal/a/x?q=1' })
    expect(closeTab([home, a], '/portal/a/x', '/portal/ums/structure')).toEqual({ tabs: [home], next: null })
    expect(closeTab([home, a], '/portal/ums/structure', '/portal/ums/structure')).toEqual({
      tabs: [home, a],
      next: null,
    })
  })

  it('closes all but the pinned tabs', () => {
    expect(closeUnpinned([home, a, b])).toEqual([home])
  })

  it('renames one tab', () => {
    expect(setTitle([home, a], '/portal/a/x', 'Renamed')[1].meta.title).toBe('Renamed')
  })

  it('accepts only well-formed stored tabs', () => {
    expect(isRouteTab(a)).toBe(true)
    expect(isRouteTab({ fullPath: 'http://evil.example', path: '/', meta: { title: 'x' } })).toBe(false)
    expect(isRouteTab({ fullPath: '//evil.example/portal/', path: '/', meta: { title: 'x' } })).toBe(false)
    expect(isRouteTab({ fullPath: '/a', path: '/a' })).toBe(false)
    expect(isRouteTab(null)).toBe(false)
  })
})
