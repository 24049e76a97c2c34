import { afterAll, beforeAll, vi } from 'vitest'

/**
 * For a test file: fake timers and animation frames that are drawn only when the test says. Answers `drawFrame`,
 * which runs the frame callbacks waiting.
 */
export function fakeFrames(): { drawFrame: () => void } {
  const frames: FrameRequestCallback[] = []
  beforeAll(() => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
  })
  afterAll(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return {
    drawFrame: () => {
      for (const callback of frames.splice(0)) callback(performance.now())
    },
  }
}
