import { describe, expect, it } from 'vitest'
import { leavePay, leaverDays } from './leave-days'

// 企业职工带薪年休假实施办法 art. 10–12 (hr-rules-cn.md, Leave): a leaver's days are the days of the year worked ÷ 365
// × the year's days, fractions dropped, less those taken; paid at the rate × monthly ÷ 21.75. Worked by hand.

describe("a leaver's untaken annual leave", () => {
  it('joined 2024-03-01, left 2026-06-30, 5 days a year, 1 taken: floor(181 / 365 × 5) − 1 = 1 day', () => {
    expect(leaverDays({ entryDate: '2024-03-01', lastDay: '2026-06-30', yearDays: 5, taken: 100, paidOut: 0 })).toEqual(
      {
        daysWorked: 181,
        yearDays: 5,
        entitled: 2,
        untakenHundredths: 100,
      },
    )
  })

  it('pays that day at 200 % of 10,000 ÷ 21.75: daily 459.77, payout 919.54', () => {
    expect(leavePay('10000.00', 100, 200)).toEqual({ dailyWage: '459.77', amount: '919.54' })
  })

  it('counts a joiner of the same year from their entry date: 2026-04-01 to 2026-10-31 is 214 days, 10 a year → 5', () => {
    const days = leaverDays({ entryDate: '2026-04-01', lastDay: '2026-10-31', yearDays: 10, taken: 0, paidOut: 0 })
    expect(days).toMatchObject({ daysWorked: 214, entitled: 5, untakenHundredths: 500 })
  })

  it('never goes negative when more was taken than the prorated days, and leaves out what was paid out already', () => {
    expect(
      leaverDays({ entryDate: '2020-01-01', lastDay: '2026-02-28', yearDays: 5, taken: 300, paidOut: 0 }),
    ).toMatchObject({
      entitled: 0,
      untakenHundredths: 0,
    })
    expect(
      leaverDays({ entryDate: '2010-01-01', lastDay: '2026-12-31', yearDays: 10, taken: 250, paidOut: 300 })
        .untakenHundredths,
    ).toBe(450)
  })

  it('pays half days and the tenant’s own rate exactly: 2.5 days of 8,700 at 300 % = 3,000.00', () => {
    expect(leavePay('8700.00', 250, 300)).toEqual({ dailyWage: '400.00', amount: '3000.00' })
  })
})
