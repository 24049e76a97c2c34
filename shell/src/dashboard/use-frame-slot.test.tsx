// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WIDGET_FRAME_BUDGET } from './frame-budget'
import { HEAD_START_MS } from './turns'
import { useFrameSlot } from './use-frame-slot'

/** The observers the hooks made, by the element each watches: `show` says the element came into view. */
const observed = new Map<Element, IntersectionObserverCallback>()

class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.set(target, this.callback)
  }
  disconnect() {}
}

function show(target: Element) {
  const entry = { isIntersecting: true, target } as IntersectionObserverEntry
  observed.get(target)!([entry], {} as IntersectionObserver)
}

function widget(key: string) {
  const element = document.createElement('li')
  const hook = renderHook(() => useFrameSlot(key, { current: element }))
  return { element, hook }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => {
  observed.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('useFrameSlot', () => {
  it('is pending, not waiting for a slot, while the widgets granted together wait for their turn', async () => {
    const widgets = ['a', 'b', 'c'].map(widget)
    for (const { hook } of widgets) expect(hook.result.current).toBe('pending')
    act(() => {
      for (const { element } of widgets) show(element)
    })
    // The first starts at once; the others wait for its head start, as pending.
    expect(widgets.map(({ hook }) => hook.result.current)).toEqual(['live', 'pending', 'pending'])
    await act(() => vi.advanceTimersByTimeAsync(HEAD_START_MS + 10))
    expect(widgets.map(({ hook }) => hook.result.current)).toEqual(['live', 'live', 'live'])
    for (const { hook } of widgets) hook.unmount()
  })

  it('waits for a slot only when every slot is taken by a widget in view', async () => {
    const widgets = Array.from({ length: WIDGET_FRAME_BUDGET + 1 }, (_, i) => widget(`w${i}`))
    act(() => {
      for (const { element } of widgets) show(element)
    })
    await act(() => vi.advanceTimersByTimeAsync(HEAD_START_MS + 100))
    const states = widgets.map(({ hook }) => hook.result.current)
    expect(states.slice(0, WIDGET_FRAME_BUDGET).every((state) => state === 'live')).toBe(true)
    expect(states.at(-1)).toBe('waiting')
    // One of them goes: the waiting one takes its slot.
    widgets[0].hook.unmount()
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(widgets.at(-1)!.hook.result.current).toBe('live')
    for (const { hook } of widgets.slice(1)) hook.unmount()
  })
})
