import { describe, expect, it } from 'vitest'
import { periodIn, singleMonth, todayIn } from './period'

const TODAY = '2026-11-25' // a Wednesday

describe('the span of days a question names', () => {
  it('reads this year as 1 January to today, not the last six months, in both languages', () => {
    for (const question of [
      '我今年的请假记录',
      'my leave requests this year',
      'leave so far this year',
      '本年度请假',
    ]) {
      expect(periodIn(question, TODAY)).toEqual({ from: '2026-01-01', to: TODAY })
    }
  })

  it('reads last year and the year before as whole years, and a year by number', () => {
    expect(periodIn('去年的请假', TODAY)).toEqual({ from: '2025-01-01', to: '2025-12-31' })
    expect(periodIn('turnover last year', TODAY)).toEqual({ from: '2025-01-01', to: '2025-12-31' })
    expect(periodIn('前年入职了多少人', TODAY)).toEqual({ from: '2024-01-01', to: '2024-12-31' })
    expect(periodIn('hires in 2024', TODAY)).toEqual({ from: '2024-01-01', to: '2024-12-31' })
  })

  it('reads this month, last month (across a year end) and a named month', () => {
    expect(periodIn('本月请假', TODAY)).toEqual({ from: '2026-11-01', to: TODAY })
    expect(periodIn('this month', TODAY)).toEqual({ from: '2026-11-01', to: TODAY })
    expect(periodIn('上个月的工资', TODAY)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(periodIn('my pay last month', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(periodIn('我2026年3月的工资', TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    expect(periodIn('payslip of 2026-02', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(periodIn('去年3月的请假', TODAY)).toEqual({ from: '2025-03-01', to: '2025-03-31' })
    expect(periodIn('leave in March', TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    // A month still to come this year is last year's.
    expect(periodIn('leave in December', TODAY)).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(periodIn('May I see my leave?', TODAY)).toBeNull()
  })

  it('reads days, weeks (from Monday), quarters and the last N months', () => {
    expect(periodIn('今天', TODAY)).toEqual({ from: TODAY, to: TODAY })
    expect(periodIn('yesterday', TODAY)).toEqual({ from: '2026-11-24', to: '2026-11-24' })
    expect(periodIn('本周', TODAY)).toEqual({ from: '2026-11-23', to: TODAY })
    expect(periodIn('last week', TODAY)).toEqual({ from: '2026-11-16', to: '2026-11-22' })
    expect(periodIn('上季度', TODAY)).toEqual({ from: '2026-07-01', to: '2026-09-30' })
    expect(periodIn('this quarter', TODAY)).toEqual({ from: '2026-10-01', to: TODAY })
    expect(periodIn('最近三个月入职', TODAY)).toEqual({ from: '2026-09-01', to: TODAY })
    expect(periodIn('hires in the last 6 months', TODAY)).toEqual({ from: '2026-06-01', to: TODAY })
  })

  it('names no span for a question without a time', () => {
    expect(periodIn('我的请假记录', TODAY)).toBeNull()
    expect(periodIn('How many people are in the R&D centre?', TODAY)).toBeNull()
  })

  it("counts today in the tenant's time zone, and tells a single month", () => {
    const newYearInShanghai = Date.UTC(2026, 11, 31, 17, 0)
    expect(todayIn(newYearInShanghai, 'Asia/Shanghai')).toBe('2027-01-01')
    expect(todayIn(newYearInShanghai, 'Europe/London')).toBe('2026-12-31')
    expect(periodIn('this year', todayIn(newYearInShanghai, 'Asia/Shanghai'))).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
    })
    expect(singleMonth({ from: '2026-10-01', to: '2026-10-31' })).toBe('2026-10')
    expect(singleMonth({ from: '2026-01-01', to: '2026-11-25' })).toBeNull()
  })
})
