// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { usePaintedValue } from './use-painted'

const frames: FrameRequestCallback[] = []
beforeAll(() => {
  vi.useFakeTimers()
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => {})
})
afterAll(() => { vi.useRealTimers(); vi.unstubAllGlobals() })
const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()))

describe('usePaintedValue', () => {
  it('keeps the value of the drawn frame until the new one has been painted', async () => {
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value), { initialProps: { value: '/portal/a' } })
    expect(result.current).toBe('/portal/a')
    rerender({ value: '/portal/b' })
    expect(result.current).toBe('/portal/a')
    await act(async () => { drawFrame(); await vi.advanceTimersByTimeAsync(0) })
    expect(result.current).toBe('/portal/b')
  })

  it('follows only the last of several changes made before a paint', async () => {
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value), { initialProps: { value: 1 } })
    rerender({ value: 2 })
    rerender({ value: 3 })
    await act(async () => { drawFrame(); await vi.advanceTimersByTimeAsync(0) })
    expect(result.current).toBe(3)
  })
})
