import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script without type declarations
import { bridgeLimits, checkFrameLimit, checkMethodLimit } from '../bench/lib/bridge-limits.mjs'

const method = { perSecond: 200, burst: 400 }
const frame = { perSecond: 2000, burst: 1000 }

describe('the bridge benchmark’s limit checks', () => {
  it('reads the limits bridge/src declares and sends fewer calls at once than any of them lets through', async () => {
    const limits = await bridgeLimits(resolve(import.meta.dirname, '../..'))
    expect(limits.method).toEqual(method)
    expect(limits.frame).toEqual(frame)
    expect(limits.inFlight).toBe(900)
  })

  it('passes a method burst that answers the bucket and refuses the rest with rate_limited', () => {
    const burst = { calls: 500, answered: 402, lastAnswerMs: 8, refused: { rate_limited: 98 } }
    expect(checkMethodLimit(burst, method)).toMatchObject({ otherwise: 0, pass: true })
  })

  it('fails a method burst that let more through than the bucket holds, or refused calls otherwise', () => {
    expect(checkMethodLimit({ calls: 500, answered: 500, lastAnswerMs: 8, refused: {} }, method).pass).toBe(false)
    expect(
      checkMethodLimit(
        { calls: 500, answered: 400, lastAnswerMs: 8, refused: { rate_limited: 90, timeout: 10 } },
        method,
      ),
    ).toMatchObject({ otherwise: 10, pass: false })
  })

  it('passes a frame burst whose messages over the budget were dropped and timed out, and fails one where none were', () => {
    expect(
      checkFrameLimit({ calls: 1500, answered: 1060, lastAnswerMs: 30, refused: { timeout: 440 } }, frame).pass,
    ).toBe(true)
    expect(checkFrameLimit({ calls: 1500, answered: 1500, lastAnswerMs: 30, refused: {} }, frame).pass).toBe(false)
    expect(
      checkFrameLimit(
        { calls: 1500, answered: 1000, lastAnswerMs: 30, refused: { timeout: 400, rate_limited: 100 } },
        frame,
      ).pass,
    ).toBe(false)
  })
})
