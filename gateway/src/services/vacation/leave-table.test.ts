import { describe, expect, it } from 'vitest'
import { partOf } from './leave-table-routes'

describe('the leave table', () => {
  it('marks half days of a leave and leaves days that are not working days out', () => {
    const span = { start_date: '2030-01-07', start_half: 'pm', end_date: '2030-01-14', end_half: 'am' }
    expect([partOf('2030-01-07', span, true), partOf('2030-01-08', span, true), partOf('2030-01-12', span, false), partOf('2030-01-14', span, true),
      partOf('2030-01-15', span, true)]).toEqual(['pm', 'day', null, 'am', null])
    // A public holiday on a weekday is not a working day of the person's calendar.
    expect(partOf('2030-01-09', span, false)).toBeNull()
  })
})
