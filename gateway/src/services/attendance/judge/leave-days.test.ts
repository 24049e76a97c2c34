import { describe, expect, it } from 'vitest'
import { leaveOnDay } from './leave-days'

describe('the part of a day a leave covers', () => {
  const span = {
    typeCode: 'annual',
    startDate: '2025-03-03',
    startHalf: 'pm' as const,
    endDate: '2025-03-05',
    endHalf: 'am' as const,
  }

  it('reads the first afternoon, the whole days between and the last morning', () => {
    expect(leaveOnDay(span, '2025-03-02')).toBeNull()
    expect(leaveOnDay(span, '2025-03-03')).toEqual({ typeCode: 'annual', part: 'pm' })
    expect(leaveOnDay(span, '2025-03-04')).toEqual({ typeCode: 'annual', part: 'day' })
    expect(leaveOnDay(span, '2025-03-05')).toEqual({ typeCode: 'annual', part: 'am' })
    expect(leaveOnDay(span, '2025-03-06')).toBeNull()
  })

  it('reads one day by its halves and hourly leave by its times', () => {
    const one = { typeCode: 'sick', startDate: '2025-03-03', endDate: '2025-03-03' }
    expect(leaveOnDay({ ...one, startHalf: 'am', endHalf: 'pm' }, '2025-03-03')).toMatchObject({ part: 'day' })
    expect(leaveOnDay({ ...one, startHalf: 'am', endHalf: 'am' }, '2025-03-03')).toMatchObject({ part: 'am' })
    expect(leaveOnDay({ ...one, startHalf: 'pm', endHalf: 'pm' }, '2025-03-03')).toMatchObject({ part: 'pm' })
    expect(
      leaveOnDay({ ...one, startHalf: 'am', endHalf: 'pm', fromTime: '14:00', toTime: '16:00' }, '2025-03-03'),
    ).toEqual({ typeCode: 'sick', part: 'hours', from: '14:00', to: '16:00' })
  })
})
