import { describe, expect, it } from 'vitest'
import { estimateBytes } from './arg-size.js'

describe('estimateBytes', () => {
  it('is at least the JSON size of ordinary arguments', () => {
    for (const args of [
      ['/users', { replace: false }],
      ['info', '你好，世界'],
      [{ title: 'x', content: 'y'.repeat(500) }],
      [],
    ]) {
      expect(estimateBytes(args, 1e9)).toBeGreaterThanOrEqual(new TextEncoder().encode(JSON.stringify(args)).length)
    }
  })

  it('stops at the limit without reading a huge string', () => {
    const huge = 'x'.repeat(10_000_000)
    const started = performance.now()
    expect(estimateBytes(['info', huge], 65_536)).toBeGreaterThan(65_536)
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('answers Infinity for cycles and for very many small values', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(estimateBytes([cyclic], 65_536)).toBe(Number.POSITIVE_INFINITY)
    expect(estimateBytes([Array.from({ length: 20_000 }, () => 1)], 1e9)).toBe(Number.POSITIVE_INFINITY)
  })
})
