import { describe, expect, it } from 'vitest'
import { celebrationsOf } from './celebrations'

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)

describe("the month's celebrations", () => {
  it('lists birthdays and full-year work anniversaries of the month, by day', () => {
    const people = [
      { id: 1, name: 'Li', birth_date: day('1990-11-20'), entry_date: day('2026-11-01') },
      { id: 2, name: 'Wang', birth_date: null, entry_date: day('2019-11-03') },
      { id: 3, name: 'Zhao', birth_date: day('1985-02-11'), entry_date: day('2020-06-30') },
      { id: 4, name: 'Chen', birth_date: day('2000-11-03'), entry_date: day('2025-11-15') },
    ]
    expect(celebrationsOf(people, day('2026-11-25'))).toEqual([
      { employeeId: 4, name: 'Chen', day: 3, kind: 'birthday' },
      { employeeId: 2, name: 'Wang', day: 3, kind: 'anniversary', years: 7 },
      { employeeId: 4, name: 'Chen', day: 15, kind: 'anniversary', years: 1 },
      { employeeId: 1, name: 'Li', day: 20, kind: 'birthday' },
    ])
    expect(celebrationsOf(people, day('2026-07-01'))).toEqual([])
  })
})
