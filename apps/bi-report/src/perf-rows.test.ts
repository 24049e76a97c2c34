import { describe, expect, it } from 'vitest'
import { translate, type Translate } from './texts'
import type { PerfSummaryRow } from './load-perf'
import { formatPerfValue, perfTableRows, readDays } from './perf-rows'

const en: Translate = (key, params) => translate('en', key, params)
const zh: Translate = (key, params) => translate('zh-CN', key, params)

describe('app performance values', () => {
  it('shows times in whole milliseconds, with one decimal below 10 ms', () => {
    expect(formatPerfValue('load', 1234.56, 'en', en)).toBe('1,235 ms')
    expect(formatPerfValue('inp', 8.25, 'en', en)).toBe('8.3 ms')
    expect(formatPerfValue('fcp', 0, 'en', en)).toBe('0 ms')
    expect(formatPerfValue('lcp', 640, 'zh-CN', zh)).toBe('640 ms')
  })

  it('shows layout shift as a score without a unit', () => {
    expect(formatPerfValue('cls', 0.12345, 'en', en)).toBe('0.123')
    expect(formatPerfValue('cls', 0, 'zh-CN', zh)).toBe('0')
  })
})

describe('app performance table rows', () => {
  const rows: PerfSummaryRow[] = [
    { app: 'supplier', name: 'load', count: 12_000, p50: 800, p75: 950.4, p95: 2100 },
    { app: 'bi-report', name: 'cls', count: 3, p50: 0.01, p75: 0.1, p95: 0.25 },
    { app: 'bi-report', name: 'inp', count: 3, p50: 24, p75: 40, p95: 96 },
    { app: 'bi-report', name: 'load', count: 20, p50: 10, p75: 15, p95: 19 },
  ]

  it("lists apps by name and each app's metrics in the order load, fcp, lcp, inp, cls", () => {
    expect(perfTableRows(rows, 'en', en).map((row) => `${row.app} ${row.metric}`)).toEqual([
      'bi-report Load time',
      'bi-report Interaction to next paint (INP)',
      'bi-report Cumulative layout shift (CLS)',
      'supplier Load time',
    ])
  })

  it("formats every cell in the page's language", () => {
    const [, , cls, supplier] = perfTableRows(rows, 'en', en)
    expect(supplier).toEqual({
      app: 'supplier',
      metric: 'Load time',
      samples: '12,000',
      p50: '800 ms',
      p75: '950 ms',
      p95: '2,100 ms',
    })
    expect(cls).toMatchObject({ samples: '3', p50: '0.01', p75: '0.1', p95: '0.25' })
    expect(perfTableRows(rows, 'zh-CN', zh)[0]).toMatchObject({ metric: '加载时间', p50: '10 ms' })
  })

  it('leaves the summary it was given in its order', () => {
    const copy = [...rows]
    perfTableRows(rows, 'en', en)
    expect(rows).toEqual(copy)
  })
})

describe('period', () => {
  it('is one of 7, 30 or 90 days, 7 unless another is chosen', () => {
    expect([readDays('30'), readDays(90), readDays('14'), readDays(undefined)]).toEqual([30, 90, 7, 7])
  })
})
