import { describe, expect, it } from 'vitest'
import type { DayPlan, OfferRules } from '../scheduling'
import type { JudgedDay } from './compute'
import { instantOf } from './judge/zone'
import { offerOf } from './offers'

const ZONE = 'Asia/Shanghai'
const RULES: OfferRules = { enabled: true, restDays: true, afterShift: true, afterMinutes: 30, minMinutes: 60 }
const SHIFT: DayPlan['shift'] = {
  id: 1,
  nameZh: '白班',
  nameEn: 'Day',
  start: '09:00',
  end: '18:00',
  breaks: [{ start: '12:00', end: '13:00' }],
  flexMinutes: 0,
  lateGraceMinutes: 0,
  earlyGraceMinutes: 0,
  absentAfterMinutes: 0,
  minHours: 0,
}

/** A day punched from `first` to `last` ('HH:MM', Shanghai time; the last punch 35 seconds into its minute). */
function day(kind: DayPlan['kind'], first: string, last: string, open = false): JudgedDay {
  const at = (time: string) => instantOf('2026-03-07', Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), ZONE)
  return {
    day: '2026-03-07',
    status: kind === 'work' ? 'normal' : kind,
    lateMinutes: 0,
    earlyMinutes: 0,
    missing: null,
    leaveType: null,
    leavePart: null,
    leaveMinutes: 0,
    workedMinutes: 0,
    overtimeMinutes: 0,
    firstIn: at(first),
    lastOut: at(last) + 35_000,
    open,
    plan: {
      day: '2026-03-07',
      kind,
      shift: kind === 'work' ? SHIFT : null,
      calendarId: 1,
      timeZone: ZONE,
      groupId: 1,
    },
  }
}

describe('overtime offered from a judged day under its group rules', () => {
  it('offers the time from the first to the last punch on a rest day and on a holiday, by kind', () => {
    expect(offerOf(day('rest', '09:58', '14:05'), RULES)).toEqual({
      kind: 'rest',
      startTime: '09:58',
      endTime: '14:05',
      minutes: 247,
    })
    expect(offerOf(day('holiday', '10:00', '12:00'), RULES)?.kind).toBe('holiday')
  })

  it('offers the time after the shift when it is more than the group minutes and at least the minimum', () => {
    expect(offerOf(day('work', '08:55', '19:10'), RULES)).toEqual({
      kind: 'afterShift',
      startTime: '18:00',
      endTime: '19:10',
      minutes: 70,
    })
    // 30 minutes past is not more than 30; 45 minutes past is, but below the hour's minimum.
    expect(offerOf(day('work', '08:55', '18:30'), RULES)).toBeNull()
    expect(offerOf(day('work', '08:55', '18:45'), RULES)).toBeNull()
    expect(offerOf(day('work', '08:55', '18:45'), { ...RULES, minMinutes: 45 })?.minutes).toBe(45)
  })

  it('offers nothing with the rules off, with the kind of rule off, below the minimum or on a day not over', () => {
    expect(offerOf(day('rest', '09:00', '17:00'), { ...RULES, enabled: false })).toBeNull()
    expect(offerOf(day('rest', '09:00', '17:00'), { ...RULES, restDays: false })).toBeNull()
    expect(offerOf(day('work', '08:55', '21:00'), { ...RULES, afterShift: false })).toBeNull()
    expect(offerOf(day('rest', '09:00', '09:59'), RULES)).toBeNull()
    expect(offerOf(day('rest', '09:00', '17:00', true), RULES)).toBeNull()
  })
})
