import { describe, expect, it } from 'vitest'
import type { DayResult } from './results'
import { summarize } from './summary'

const day = (d: Partial<DayResult>): DayResult => ({
  day: '2025-03-03',
  status: 'normal',
  lateMinutes: 0,
  earlyMinutes: 0,
  missing: null,
  leaveType: null,
  leavePart: null,
  leaveMinutes: 0,
  workedMinutes: 480,
  overtimeMinutes: 0,
  firstIn: null,
  lastOut: null,
  open: false,
  ...d,
})

describe('the monthly summary of day results', () => {
  it('counts days due and worked, lateness, early leaving, absences, missing punches, leave by type and overtime', () => {
    const summary = summarize(7, [
      day({}),
      day({ status: 'late', lateMinutes: 12 }),
      day({ status: 'late_early', lateMinutes: 8, earlyMinutes: 20 }),
      day({ status: 'absent', missing: 'both' }),
      day({ status: 'missing_punch', missing: 'out' }),
      day({ status: 'leave', leaveType: 'annual', leavePart: 'day' }),
      day({ status: 'leave', leaveType: 'annual', leavePart: 'am' }),
      day({ status: 'absent', leaveType: 'sick', leavePart: 'pm' }),
      day({ status: 'leave', leaveType: 'personal', leavePart: 'hours', leaveMinutes: 90 }),
      day({ status: 'rest', overtimeMinutes: 240 }),
      day({ status: 'holiday' }),
      day({ status: 'open', open: true }),
    ])
    expect(summary).toEqual({
      employeeId: 7,
      daysDue: 10,
      daysWorked: 4.5,
      lateCount: 2,
      lateMinutes: 20,
      earlyCount: 1,
      earlyMinutes: 20,
      absentDays: 1.5,
      missingPunches: 1,
      leave: { annual: { days: 1.5, hours: 0 }, sick: { days: 0.5, hours: 0 }, personal: { days: 0, hours: 1.5 } },
      overtimeHours: 4,
    })
  })
})
