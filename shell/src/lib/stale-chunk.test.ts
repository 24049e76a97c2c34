import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT, withTimeout } from './stale-chunk'

describe('chunk load timeout (§8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts a chunk that has not loaded within 120 s as failed', async () => {
    expect(CHUNK_TIMEOUT).toBe(120_000)
    let outcome = 'pending'
    withTimeout(new Promise(() => {}), CHUNK_TIMEOUT).catch((error: Error) => {
      outcome = error.message
    })
    await vi.advanceTimersByTimeAsync(119_999)
    expect(outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBe('chunk load timed out after 120000 ms')
  })

  it('answers with the chunk when it loads in time, and its own failure when it fails', async () => {
    await expect(withTimeout(Promise.resolve('chunk'), CHUNK_TIMEOUT)).resolves.toBe('chunk')
    await expect(withTimeout(Promise.reject(new Error('stale chunk')), CHUNK_TIMEOUT)).rejects.toThrow('stale chunk')
  })
})
