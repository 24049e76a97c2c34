import { describe, expect, it } from 'vitest'
import {
  annualLeaveBarred,
  calendarDays,
  proratedDays,
  statutoryAnnualDays,
  yearsAfter,
  yearsOfWork,
} from './statutory'

describe('statutory annual leave', () => {
  it('gives 0, 5, 10 and 15 days by cumulative years of work, with the thresholds at 1, 10 and 20 years', () => {
    expect([0, 0.9, 1, 9, 10, 19, 20, 35].map((years) => statutoryAnnualDays(Math.floor(years)))).toEqual([
      0, 0, 5, 5, 10, 10, 15, 15,
    ])
  })

  it('counts whole years of work up to the anniversary', () => {
    expect(yearsOfWork('2016-07-01', '2026-06-30')).toBe(9)
    expect(yearsOfWork('2016-07-01', '2026-07-01')).toBe(10)
    expect(yearsOfWork('2027-01-01', '2026-07-01')).toBe(0)
    expect(yearsAfter('2024-02-29', 1)).toBe('2025-03-01')
  })

  it("prorates a 1 July joiner's year: 184 days ÷ 365 × 5, 10 and 15 days gives 2, 5 and 7 days", () => {
    const days = calendarDays('2026-07-01', '2026-12-31')
    expect(days).toBe(184)
    // 3, 12 and 25 years of work.
    expect([3, 12, 25].map((years) => proratedDays(statutoryAnnualDays(years) * 100, days) / 100)).toEqual([2, 5, 7])
  })

  it("prorates a 30 September leaver's year: 273 days ÷ 365 × 5, 10 and 15 days gives 3, 7 and 11 days", () => {
    const days = calendarDays('2026-01-01', '2026-09-30')
    expect(days).toBe(273)
    expect([5, 10, 15].map((full) => proratedDays(full * 100, days) / 100)).toEqual([3, 7, 11])
  })

  it('counts a leap year by 365 days as the rule writes, never giving more than the full year', () => {
    expect(calendarDays('2028-01-01', '2028-12-31')).toBe(366)
    expect(proratedDays(500, 366)).toBe(500)
  })

  it('bars annual leave after 2, 3 or 4 months of sick leave by years of work, or 20 paid personal days', () => {
    expect(annualLeaveBarred(5, 59, 0)).toBe(false)
    expect(annualLeaveBarred(5, 60, 0)).toBe(true)
    expect(annualLeaveBarred(12, 60, 0)).toBe(false)
    expect(annualLeaveBarred(12, 90, 0)).toBe(true)
    expect(annualLeaveBarred(25, 119, 0)).toBe(false)
    expect(annualLeaveBarred(25, 120, 0)).toBe(true)
    expect(annualLeaveBarred(5, 0, 20)).toBe(true)
    expect(annualLeaveBarred(5, 0, 19)).toBe(false)
  })
})
