import { describe, expect, it } from 'vitest'
import { economicCompensation } from './compensation'
import { serviceLength } from './service-length'

const months = (count: number, amount: string) => Array.from({ length: count }, () => amount)

describe('economic compensation (hr-rules-cn.md, Leaving)', () => {
  it('pays half a month for 3 months of service', () => {
    // 2025-04-01 to 2025-06-30: 3 whole months, under 6 months → N = 0.5.
    // Wage: (8000 + 8000 + 8500) / 3 = 8166.666…; 0.5 × 8166.666… = 4083.333… → 4083.33.
    const result = economicCompensation({
      entryDate: '2025-04-01',
      lastDay: '2025-06-30',
      wages: ['8000.00', '8000.00', '8500.00'],
      localAverageWage: '12000.00',
      noticePay: false,
    })
    expect(result.service).toEqual({ years: 0, months: 3, days: 0 })
    expect(result).toMatchObject({ months: '0.5', monthlyWage: '8166.67', capped: false, compensation: '4083.33' })
    expect(result.total).toBe('4083.33')
  })

  it('counts 8 months as one year, and N + 1 adds one month of the wage', () => {
    // 2024-11-01 to 2025-06-30: 8 months, 6 months or more → N = 1. Wage 9000; 1 × 9000 = 9000.
    // Notice pay owed: + one month's wage 9000 → 18000.
    const input = {
      entryDate: '2024-11-01',
      lastDay: '2025-06-30',
      wages: months(8, '9000.00'),
      localAverageWage: '12000.00',
    }
    expect(economicCompensation({ ...input, noticePay: false })).toMatchObject({
      months: '1',
      compensation: '9000.00',
      noticePay: '0.00',
      total: '9000.00',
    })
    expect(economicCompensation({ ...input, noticePay: true })).toMatchObject({
      compensation: '9000.00',
      noticePay: '9000.00',
      total: '18000.00',
    })
  })

  it("pays the notice month at the last month's wage, not the average (实施条例 art. 20)", () => {
    // 2024-01-01 to 2025-06-30: 1 year 6 months → N = 2. Wages: 11 × 9000, then 12000 in the last month.
    // Average (99000 + 12000) / 12 = 9250; 2 × 9250 = 18500. Notice pay: last month 12000 → 30500.
    const result = economicCompensation({
      entryDate: '2024-01-01',
      lastDay: '2025-06-30',
      wages: [...months(11, '9000.00'), '12000.00'],
      localAverageWage: '12000.00',
      noticePay: true,
    })
    expect(result).toMatchObject({
      months: '2',
      monthlyWage: '9250.00',
      compensation: '18500.00',
      noticePay: '12000.00',
      total: '30500.00',
    })
  })

  it('pays six months for 5 years 7 months, at the average of the last 12 months', () => {
    // 2020-01-01 to 2025-07-31: 5 years 7 months → N = 5 + 1 = 6.
    // 14 months given: the last 12 count, 6 × 10000 + 6 × 11000 = 126000; / 12 = 10500. Cap 3 × 12000 = 36000: not reached.
    // 6 × 10500 = 63000.
    const result = economicCompensation({
      entryDate: '2020-01-01',
      lastDay: '2025-07-31',
      wages: [...months(2, '99999.00'), ...months(6, '10000.00'), ...months(6, '11000.00')],
      localAverageWage: '12000.00',
      noticePay: false,
    })
    expect(result.service).toEqual({ years: 5, months: 7, days: 0 })
    expect(result).toMatchObject({ months: '6', monthlyWage: '10500.00', capped: false, compensation: '63000.00' })
  })

  it('caps the wage at 3 × the local average and the years at 12 for 13 years of service', () => {
    // 2012-03-01 to 2025-02-28: 13 years → N = 13. Wage 40000 > 3 × 12000 = 36000: capped.
    // Capped: 36000 × 12 (at most 12 years) = 432000. Notice pay (last month's wage, never capped) 40000 → 472000.
    const result = economicCompensation({
      entryDate: '2012-03-01',
      lastDay: '2025-02-28',
      wages: months(12, '40000.00'),
      localAverageWage: '12000.00',
      noticePay: true,
    })
    expect(result.service).toEqual({ years: 13, months: 0, days: 0 })
    expect(result).toMatchObject({
      months: '12',
      capped: true,
      wageBasis: '36000.00',
      compensation: '432000.00',
      noticePay: '40000.00',
      total: '472000.00',
    })
  })

  it('keeps 13 years when the wage is not above the cap', () => {
    // Wage 36000 = 3 × 12000 is not above the cap: N = 13, 13 × 36000 = 468000.
    const result = economicCompensation({
      entryDate: '2012-03-01',
      lastDay: '2025-02-28',
      wages: months(12, '36000.00'),
      localAverageWage: '12000.00',
      noticePay: false,
    })
    expect(result).toMatchObject({ months: '13', capped: false, compensation: '468000.00' })
  })

  it('applies no cap when the city has no average wage set', () => {
    const result = economicCompensation({
      entryDate: '2012-03-01',
      lastDay: '2025-02-28',
      wages: months(12, '40000.00'),
      localAverageWage: null,
      noticePay: false,
    })
    expect(result).toMatchObject({ months: '13', capped: false, compensation: '520000.00' })
  })

  it('refuses to work without any wage', () => {
    expect(() =>
      economicCompensation({
        entryDate: '2024-01-01',
        lastDay: '2024-12-31',
        wages: [],
        localAverageWage: null,
        noticePay: false,
      }),
    ).toThrow()
  })
})

describe('service length', () => {
  it('counts whole months from the first day and the days left over', () => {
    expect(serviceLength('2024-11-15', '2025-05-14')).toEqual({ years: 0, months: 6, days: 0 })
    // 2024-11-15 + 5 months = 2025-04-15; 2025-04-15 to 2025-05-13 is 29 days.
    expect(serviceLength('2024-11-15', '2025-05-13')).toEqual({ years: 0, months: 5, days: 29 })
    expect(serviceLength('2025-03-01', '2025-03-01')).toEqual({ years: 0, months: 0, days: 1 })
  })

  it('gives half a month for 5 months and some days, one for exactly 6 months', () => {
    const base = { wages: ['10000.00'], localAverageWage: null, noticePay: false }
    expect(economicCompensation({ ...base, entryDate: '2024-11-15', lastDay: '2025-05-13' }).months).toBe('0.5')
    expect(economicCompensation({ ...base, entryDate: '2024-11-15', lastDay: '2025-05-14' }).months).toBe('1')
    expect(economicCompensation({ ...base, entryDate: '2020-01-01', lastDay: '2025-01-10' }).months).toBe('5.5')
  })

  it('refuses a last day before the first day and a date that does not exist', () => {
    expect(() => serviceLength('2025-01-02', '2024-12-31')).toThrow()
    expect(() => serviceLength('2025-02-30', '2025-03-31')).toThrow()
  })
})
