// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFrames } from './fake-frames'
import { usePaintedValue } from './use-painted'

const { drawFrame } = fakeFrames()

describe('usePaintedValue', () => {
  it('keeps the value of the drawn frame until the new one has been painted', async () => {
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value), {
      initialProps: { value: '/portal/a' },
    })
    expect(result.current).toBe('/portal/a')
    rerender({ value: '/portal/b' })
    expect(result.current).toBe('/portal/a')
    await act(async () => {
      drawFrame()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(result.current).toBe('/portal/b')
  })

  it('follows only the last of several changes made before a paint', async () => {
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value), { initialProps: { value: 1 } })
    rerender({ value: 2 })
    rerender({ value: 3 })
    await act(async () => {
      drawFrame()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(result.current).toBe(3)
  })
})
