import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../../core/errors'
import { checkedPolicy, fullYearDays, type Policy } from './policy'

const base: Policy = {
  entitlement: 'fixed',
  days: 10,
  table: [],
  accrual: 'yearly',
  prorate: true,
  carryDays: 0,
  carryExpiry: null,
  countDays: 'working',
  allowNegative: false,
  yearEnd: 'expire',
  contractTypes: null,
}
const refusal = (policy: Partial<Policy>, unit: 'day' | 'hour' = 'day', lang: 'en' | 'zh' = 'en') => {
  try {
    checkedPolicy(lang, { ...base, ...policy }, unit)
    return null
  } catch (error) {
    return error instanceof GatewayError ? { code: error.code, msg: error.message } : String(error)
  }
}

describe('a leave policy', () => {
  it('refuses a carry-over larger than a year gives, in the reader’s language', () => {
    expect(refusal({ carryDays: 12 })).toEqual({
      code: 410136,
      msg: 'The days carried over (12) cannot be more than a year gives (10)',
    })
    expect(refusal({ carryDays: 12 }, 'day', 'zh')).toMatchObject({ msg: '结转天数（12）不能多于一年的假期天数（10）' })
    // The statutory annual leave gives at most 15 days.
    expect(refusal({ entitlement: 'statutory', carryDays: 15 })).toBeNull()
    expect(refusal({ entitlement: 'statutory', carryDays: 16 })).toMatchObject({ code: 410136 })
  })

  it('refuses an expiry that is no day of the next year, and a type in hours counted in calendar days', () => {
    expect(refusal({ carryDays: 5, carryExpiry: '13-01' })).toMatchObject({ code: 410137 })
    expect(refusal({ carryDays: 5, carryExpiry: '02-29' })).toMatchObject({ code: 410137 })
    expect(refusal({ carryDays: 5, carryExpiry: '03-31' })).toBeNull()
    expect(refusal({ countDays: 'calendar' }, 'hour')).toEqual({
      code: 410138,
      msg: 'A type counted in hours is taken on working days: it cannot count calendar days',
    })
  })

  it('refuses days out of 0 to 365 or not in half days, and a table out of order', () => {
    expect(refusal({ days: 366 })).toMatchObject({ code: 410140 })
    expect(refusal({ days: 2.3 })).toMatchObject({ code: 410140 })
    expect(
      refusal({
        entitlement: 'table',
        table: [
          { years: 5, days: 8 },
          { years: 1, days: 5 },
        ],
      }),
    ).toMatchObject({
      code: 410139,
    })
    expect(refusal({ entitlement: 'table', table: [] })).toMatchObject({ code: 410139 })
  })

  it('reads the days of a year by years of work', () => {
    const table: Policy = {
      ...base,
      entitlement: 'table',
      table: [
        { years: 0, days: 5 },
        { years: 3, days: 7 },
      ],
    }
    expect([0, 2, 3, 30].map((years) => fullYearDays(table, years))).toEqual([5, 5, 7, 7])
    expect([0, 1, 10, 20].map((years) => fullYearDays({ ...base, entitlement: 'statutory' }, years))).toEqual([
      0, 5, 10, 15,
    ])
  })
})
