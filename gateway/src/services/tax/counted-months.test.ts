import { describe, expect, it } from 'vitest'
import { countedMonths } from './counted-months'
import { joinedMonth } from './employment'

const since = (joined: number, noEarlierIncome = false) => ({ joined, noEarlierIncome })
const paid = (...months: number[]) => months.map((month) => ({ month, incomeFen: 2_000_000 }))

describe('the months the basic deduction counts', () => {
  it('counts from January for someone employed since an earlier year, paid here or not in the months before', () => {
    expect(countedMonths(5, since(1), paid(1, 2, 3, 4), 1)).toEqual({ figuresFrom: 1, basicFrom: 1 })
    expect(countedMonths(5, since(1), [], 1)).toEqual({ figuresFrom: 1, basicFrom: 1 })
  })

  it('counts from the month of joining, and from January when HR marked no wage income earlier this year', () => {
    expect(countedMonths(9, since(7), paid(8), 1)).toEqual({ figuresFrom: 7, basicFrom: 7 })
    expect(countedMonths(9, since(7, true), paid(8), 1)).toEqual({ figuresFrom: 7, basicFrom: 1 })
    // The first month of the company's records is no limit for a joiner who came after it.
    expect(countedMonths(7, since(7, true), [], 7)).toEqual({ figuresFrom: 7, basicFrom: 1 })
  })

  it('ignores the mark for someone this company paid earlier this year before they joined again, and counts from that pay', () => {
    expect(countedMonths(10, since(9, true), paid(2, 3, 9), 1)).toEqual({ figuresFrom: 2, basicFrom: 2 })
    // A month recorded with no wage income is no earlier income.
    expect(countedMonths(10, since(9, true), [{ month: 3, incomeFen: 0 }, ...paid(9)], 1)).toEqual({
      figuresFrom: 3,
      basicFrom: 1,
    })
  })

  it('starts at the first month the company withheld in the system, and then ignores a mark of someone who joined before it', () => {
    expect(countedMonths(6, since(1), [], 6)).toEqual({ figuresFrom: 6, basicFrom: 6 })
    expect(countedMonths(8, since(1), paid(6, 7), 6)).toEqual({ figuresFrom: 6, basicFrom: 6 })
    expect(countedMonths(8, since(3, true), paid(6, 7), 6)).toEqual({ figuresFrom: 6, basicFrom: 6 })
  })

  it('takes an entry date later than the month paid as joining that month', () => {
    expect(countedMonths(4, since(13), [], 1)).toEqual({ figuresFrom: 4, basicFrom: 4 })
  })

  it("reads the joining month of the year from the staff record's entry date", () => {
    expect(joinedMonth(Date.parse('2025-12-31T00:00:00Z'), 2026)).toBe(1)
    expect(joinedMonth(Date.parse('2026-07-20T00:00:00Z'), 2026)).toBe(7)
    expect(joinedMonth(Date.parse('2027-01-02T00:00:00Z'), 2026)).toBe(13)
  })
})
