import { describe, expect, it } from 'vitest'
import { readPerfSummary } from './load-perf'

describe('app performance summary', () => {
  it('keeps well-formed rows in order', () => {
    const row = { app: 'supplier', name: 'lcp', count: 4, p50: 1200.5, p75: 1300, p95: 2000 }
    expect(readPerfSummary([row, { ...row, name: 'cls', p50: 0.1, extra: true }])).toEqual([
      row,
      { ...row, name: 'cls', p50: 0.1 },
    ])
  })

  it('drops rows with an unknown metric, no app, or values that are not non-negative numbers', () => {
    const row = { app: 'supplier', name: 'load', count: 1, p50: 1, p75: 1, p95: 1 }
    expect(
      readPerfSummary([
        { ...row, name: 'ttfb' },
        { ...row, app: '' },
        { ...row, p95: -1 },
        { ...row, count: '3' },
        null,
        row,
      ]),
    ).toEqual([row])
  })

  it('rejects an answer that is not a list', () => {
    expect(() => readPerfSummary(null)).toThrow(/expected shape/)
    expect(() => readPerfSummary({ rows: [] })).toThrow(/expected shape/)
  })
})
