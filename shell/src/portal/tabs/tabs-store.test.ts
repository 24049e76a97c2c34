import { describe, expect, it, vi } from 'vitest'
import type { RouteTab } from './tabs'

const held = new Map<string, string>()
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => held.get(k) ?? null,
  setItem: (k: string, v: string) => void held.set(k, v),
  removeItem: (k: string) => void held.delete(k),
})
vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }))

const tab = (path: string, affix = false): RouteTab => ({
  path,
  fullPath: `${path}/page`,
  name: path,
  params: {},
  query: {},
  meta: { title: path, affix },
})

describe('closed tabs', () => {
  it('tells a tab closed after a mark from one still open or closed before it', async () => {
    const { $tabs, showTab, closeTabAt, closeAllButPinned, tabClosings, closedSince } = await import('./tabs-store')
    showTab(tab('/portal/home', true))
    showTab(tab('/portal/a'))
    showTab(tab('/portal/b'))
    const mark = tabClosings()
    expect(closedSince('/portal/a', mark)).toBe(false)
    closeTabAt('/portal/a', '/portal/b')
    expect($tabs.get().map((t) => t.path)).toEqual(['/portal/home', '/portal/b'])
    expect(closedSince('/portal/a', mark)).toBe(true)
    expect(closedSince('/portal/b', mark)).toBe(false)
    // A page shown after the close may have its tab again.
    expect(closedSince('/portal/a', tabClosings())).toBe(false)
    const later = tabClosings()
    closeAllButPinned('/portal/b')
    expect(closedSince('/portal/b', later)).toBe(true)
    expect(closedSince('/portal/home', mark)).toBe(false)
  })
})
