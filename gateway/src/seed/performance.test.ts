import { describe, expect, it } from 'vitest'
import { demoCycleDates } from './performance'

describe("the demo's review cycle dates", () => {
  it('leave two weeks for goals within the year and keep the later phases in order', () => {
    expect(demoCycleDates('2026-01-05')).toEqual({
      year: 2026,
      start: '2026-01-01',
      goals: '2026-02-15',
      self: '2026-11-30',
      manager: '2026-12-10',
      calibration: '2026-12-20',
      end: '2026-12-31',
    })
    expect(demoCycleDates('2026-06-20')).toMatchObject({ goals: '2026-07-04', self: '2026-11-30' })
    expect(demoCycleDates('2026-12-24')).toEqual({
      year: 2026,
      start: '2026-01-01',
      goals: '2026-12-27',
      self: '2026-12-28',
      manager: '2026-12-29',
      calibration: '2026-12-30',
      end: '2026-12-31',
    })
  })
})
