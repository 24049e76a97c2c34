import { describe, expect, it } from 'vitest'
import { readSummary } from './load-summary'

describe('headcount summary', () => {
  it('keeps well-formed rows in order', () => {
    const summary = readSummary({
      byOrgan: [
        { organId: 1, organName: '研发中心', headcount: 74 },
        { organName: '财务中心', headcount: 13 },
      ],
      byMonth: [{ month: '2026-01', hires: 5, leavers: 1 }],
      recentHires: [
        { id: 7, name: '王芳', organName: '会计部', entryDate: '2026-11-02' },
        { id: '8', name: 'x', organName: '', entryDate: '' },
      ],
    })
    expect(summary).toEqual({
      byOrgan: [
        { organName: '研发中心', headcount: 74 },
        { organName: '财务中心', headcount: 13 },
      ],
      byMonth: [{ month: '2026-01', hires: 5, leavers: 1 }],
      recentHires: [{ id: 7, name: '王芳', organName: '会计部', entryDate: '2026-11-02' }],
    })
  })

  it('drops rows with missing names or counts that are not non-negative numbers', () => {
    const summary = readSummary({
      byOrgan: [{ organName: 'A', headcount: -1 }, { headcount: 3 }, null, { organName: 'B', headcount: '4' }],
      byMonth: [
        { month: '2026-02', hires: 1 },
        { month: '2026-03', hires: 0, leavers: 0 },
      ],
    })
    expect(summary).toEqual({ byOrgan: [], byMonth: [{ month: '2026-03', hires: 0, leavers: 0 }], recentHires: [] })
  })

  it('rejects an answer that is not a summary at all', () => {
    expect(() => readSummary(null)).toThrow(/expected shape/)
    expect(() => readSummary({ byOrgan: [] })).toThrow(/expected shape/)
  })
})
