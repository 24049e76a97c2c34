import { describe, expect, it, vi } from 'vitest'
import { fakeFrames } from './fake-frames'
import { afterPaint, PAINT_FALLBACK_MS, SETTLE_MS, whenSettled } from './after-paint'

const { drawFrame } = fakeFrames()

describe('work after the next paint', () => {
  it('runs after the next frame was drawn, not in it', async () => {
    const task = vi.fn()
    afterPaint(task)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).not.toHaveBeenCalled()
    drawFrame()
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(PAINT_FALLBACK_MS)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs on a timer when no frame is drawn (a hidden page)', async () => {
    const task = vi.fn()
    afterPaint(task)
    await vi.advanceTimersByTimeAsync(PAINT_FALLBACK_MS)
    expect(task).toHaveBeenCalledTimes(1)
    drawFrame()
    await vi.advanceTimersByTimeAsync(0)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled', async () => {
    const task = vi.fn()
    afterPaint(task)()
    drawFrame()
    await vi.advanceTimersByTimeAsync(PAINT_FALLBACK_MS)
    expect(task).not.toHaveBeenCalled()
  })

  it('runs settled work only after the quiet time, and never once cancelled', async () => {
    const task = vi.fn()
    whenSettled(task)
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1)
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(51)
    expect(task).toHaveBeenCalledTimes(1)
    const cancelled = vi.fn()
    const cancel = whenSettled(cancelled)
    await vi.advanceTimersByTimeAsync(SETTLE_MS + 1)
    cancel()
    await vi.advanceTimersByTimeAsync(100)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
