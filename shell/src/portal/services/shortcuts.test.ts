// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runShellShortcut, SEARCH_WAIT_MS, takeSearchRequest } from './shortcuts'

describe('Alt+K before the search box is drawn', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.useRealTimers()
  })

  it('focuses the box at once when it is there', async () => {
    document.body.innerHTML = '<input id="shell-search-input">'
    await runShellShortcut('focusSearch')
    expect(document.activeElement?.id).toBe('shell-search-input')
    expect(takeSearchRequest()).toBe(false)
  })

  it('is kept for the box to take once drawn, once', async () => {
    await runShellShortcut('focusSearch')
    expect(takeSearchRequest()).toBe(true)
    expect(takeSearchRequest()).toBe(false)
  })

  it('lapses after a while, or when the person has moved the focus meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    await runShellShortcut('focusSearch')
    vi.advanceTimersByTime(SEARCH_WAIT_MS + 1)
    expect(takeSearchRequest()).toBe(false)
    vi.useRealTimers()
    await runShellShortcut('focusSearch')
    document.body.innerHTML = '<input id="other">'
    document.getElementById('other')!.focus()
    expect(takeSearchRequest()).toBe(false)
  })
})
