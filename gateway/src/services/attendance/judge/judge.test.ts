import { describe, expect, it } from 'vitest'
import { judgeDay } from './judge'
import type { DayInput, JudgePlan, JudgeShift } from './types'
import { instantOf, minutesOf, wallOf } from './zone'

const ZONE = 'Asia/Shanghai'
const DAY = '2025-03-03'
const office: JudgeShift = {
  start: '09:00',
  end: '18:00',
  breaks: [{ start: '12:00', end: '13:00' }],
  flexMinutes: 0,
  lateGraceMinutes: 5,
  earlyGraceMinutes: 0,
  absentAfterMinutes: 0,
  minHours: 0,
}
const night: JudgeShift = { ...office, start: '22:00', end: '06:00', breaks: [{ start: '02:00', end: '02:30' }] }
const work = (shift: JudgeShift = office, day = DAY, timeZone = ZONE): JudgePlan => ({
  day,
  kind: 'work',
  shift,
  timeZone,
})
/** An instant of 'HH:MM' on the day (minutes past 24:00 fall on the next day), in Shanghai. */
const at = (time: string, day = DAY) => instantOf(day, minutesOf(time), ZONE)
const judge = (input: Partial<DayInput> & { plan?: JudgePlan }) =>
  judgeDay({ plan: work(), punches: [], leaves: [], patches: [], overtimeMinutes: 0, ...input })

describe('the day judgement', () => {
  it('reads wall-clock times in the calendar time zone, not the server one, across a daylight saving change', () => {
    expect(new Date(instantOf('2025-03-08', 540, 'America/New_York')).toISOString()).toBe('2025-03-08T14:00:00.000Z')
    expect(new Date(instantOf('2025-03-09', 540, 'America/New_York')).toISOString()).toBe('2025-03-09T13:00:00.000Z')
    expect(new Date(at('09:00')).toISOString()).toBe('2025-03-03T01:00:00.000Z')
    expect(wallOf(Date.parse('2025-03-03T16:30:00Z'), ZONE)).toEqual({ day: '2025-03-04', time: '00:30' })
  })

  it('judges a day worked from start to end as normal, with its break taken out of the worked minutes', () => {
    const day = judge({ punches: [at('08:55'), at('12:30'), at('18:05')] })
    expect(day).toMatchObject({
      status: 'normal',
      lateMinutes: 0,
      earlyMinutes: 0,
      missing: null,
      workedMinutes: 9 * 60 + 10 - 60,
    })
    expect(day.firstIn).toBe(at('08:55'))
    expect(day.lastOut).toBe(at('18:05'))
  })

  it('forgives arriving within the grace minutes and counts every minute past the start beyond them', () => {
    expect(judge({ punches: [at('09:05'), at('18:00')] })).toMatchObject({ status: 'normal', lateMinutes: 0 })
    expect(judge({ punches: [at('09:20'), at('18:00')] })).toMatchObject({ status: 'late', lateMinutes: 20 })
    expect(judge({ punches: [at('09:00'), at('17:30')] })).toMatchObject({ status: 'early', earlyMinutes: 30 })
    expect(judge({ punches: [at('09:10'), at('17:50')] })).toMatchObject({
      status: 'late_early',
      lateMinutes: 10,
      earlyMinutes: 10,
    })
  })

  it('lets a flexible shift start up to its flexible minutes later and then end as much later', () => {
    const flexible = work({ ...office, flexMinutes: 30, lateGraceMinutes: 0 })
    expect(judge({ plan: flexible, punches: [at('09:25'), at('18:25')] })).toMatchObject({
      status: 'normal',
      lateMinutes: 0,
      earlyMinutes: 0,
    })
    expect(judge({ plan: flexible, punches: [at('09:25'), at('18:10')] })).toMatchObject({
      status: 'early',
      earlyMinutes: 15,
    })
    expect(judge({ plan: flexible, punches: [at('09:40'), at('18:30')] })).toMatchObject({
      status: 'late',
      lateMinutes: 10,
      earlyMinutes: 0,
    })
    expect(judge({ plan: flexible, punches: [at('08:50'), at('18:00')] })).toMatchObject({ status: 'normal' })
  })

  it('gives a shift across midnight the punches of the next morning, on the day it starts', () => {
    const monday = judge({ plan: work(night), punches: [at('21:50'), at('30:05')] })
    expect(monday).toMatchObject({ day: DAY, status: 'normal', workedMinutes: 8 * 60 + 15 - 30, missing: null })
    expect(monday.lastOut).toBe(at('06:05', '2025-03-04'))
    const tuesday = judge({ plan: work(night, '2025-03-04'), punches: [at('21:50'), at('30:05')] })
    expect(tuesday).toMatchObject({ status: 'absent', missing: 'both', firstIn: null })
    expect(judge({ plan: work(night), punches: [at('22:30'), at('29:00')] })).toMatchObject({
      status: 'late_early',
      lateMinutes: 30,
      earlyMinutes: 60,
    })
    // A patch card's morning time on a night shift is the next morning.
    expect(
      judge({ plan: work(night), punches: [at('21:58')], patches: [{ time: '06:00', kind: 'out' }] }),
    ).toMatchObject({ status: 'normal' })
  })

  it('moves the expected start after the break for a morning leave and the expected end to the break for an afternoon leave', () => {
    const am = [{ typeCode: 'annual', part: 'am' as const }]
    expect(judge({ leaves: am, punches: [at('13:00'), at('18:00')] })).toMatchObject({
      status: 'leave',
      leaveType: 'annual',
      leavePart: 'am',
      lateMinutes: 0,
    })
    expect(judge({ leaves: am, punches: [at('13:20'), at('18:00')] })).toMatchObject({
      status: 'late',
      lateMinutes: 20,
      leavePart: 'am',
    })
    const pm = [{ typeCode: 'sick', part: 'pm' as const }]
    expect(judge({ leaves: pm, punches: [at('09:00'), at('12:00')] })).toMatchObject({
      status: 'leave',
      leaveType: 'sick',
      leavePart: 'pm',
      earlyMinutes: 0,
    })
    expect(judge({ leaves: pm, punches: [at('09:00'), at('11:30')] })).toMatchObject({
      status: 'early',
      earlyMinutes: 30,
    })
    expect(judge({ leaves: pm })).toMatchObject({ status: 'absent', missing: 'both', leavePart: 'pm' })
    // Minimum hours shrink to the half of the shift left to work.
    const short = work({ ...office, minHours: 8 })
    expect(judge({ plan: short, leaves: pm, punches: [at('09:00'), at('12:00')] })).toMatchObject({ status: 'leave' })
  })

  it('takes a whole-day leave, or a morning and an afternoon, as leave without punches', () => {
    expect(judge({ leaves: [{ typeCode: 'annual', part: 'day' }] })).toMatchObject({
      status: 'leave',
      leavePart: 'day',
      missing: null,
    })
    expect(
      judge({
        leaves: [
          { typeCode: 'annual', part: 'am' },
          { typeCode: 'sick', part: 'pm' },
        ],
      }),
    ).toMatchObject({ status: 'leave', leavePart: 'day' })
  })

  it('moves the edge of the shift an hourly leave covers and lowers the minimum hours by its length', () => {
    const lunch = [{ typeCode: 'personal', part: 'hours' as const, from: '14:00', to: '16:00' }]
    const eight = work({ ...office, minHours: 8 })
    expect(judge({ plan: eight, leaves: lunch, punches: [at('09:00'), at('18:00')] })).toMatchObject({
      status: 'leave',
    })
    expect(judge({ plan: eight, leaves: lunch, punches: [at('09:00'), at('15:00')] })).toMatchObject({
      status: 'absent',
      earlyMinutes: 180,
    })
    const leaves = [{ typeCode: 'personal', part: 'hours' as const, from: '09:00', to: '11:00' }]
    const plan = work({ ...office, minHours: 6 })
    expect(judge({ plan, leaves, punches: [at('11:00'), at('18:00')] })).toMatchObject({
      status: 'leave',
      leavePart: 'hours',
      leaveMinutes: 120,
      lateMinutes: 0,
    })
    expect(judge({ plan, punches: [at('11:00'), at('18:00')] })).toMatchObject({ status: 'late', lateMinutes: 120 })
    const evening = [{ typeCode: 'personal', part: 'hours' as const, from: '16:00', to: '18:00' }]
    expect(judge({ leaves: evening, punches: [at('09:00'), at('16:00')] })).toMatchObject({
      status: 'leave',
      earlyMinutes: 0,
    })
  })

  it('judges a day with one punch a missing punch, naming the side that is missing, until a patch card fills it', () => {
    expect(judge({ punches: [at('08:58')] })).toMatchObject({
      status: 'missing_punch',
      missing: 'out',
      firstIn: at('08:58'),
      lastOut: null,
    })
    expect(judge({ punches: [at('18:02')] })).toMatchObject({
      status: 'missing_punch',
      missing: 'in',
      firstIn: null,
      lastOut: at('18:02'),
    })
    expect(judge({ patches: [{ time: '09:00', kind: 'in' }] })).toMatchObject({
      status: 'missing_punch',
      missing: 'out',
    })
    expect(judge({ punches: [at('08:58')], patches: [{ time: '18:00', kind: 'out' }] })).toMatchObject({
      status: 'normal',
      missing: null,
    })
  })

  it('judges a work day without punch or leave absent, and also one late, early or short beyond the limits', () => {
    expect(judge({})).toMatchObject({ status: 'absent', missing: 'both' })
    const strict = work({ ...office, absentAfterMinutes: 60 })
    expect(judge({ plan: strict, punches: [at('10:30'), at('18:00')] })).toMatchObject({
      status: 'absent',
      lateMinutes: 90,
    })
    expect(judge({ plan: strict, punches: [at('09:50'), at('18:00')] })).toMatchObject({
      status: 'late',
      lateMinutes: 50,
    })
    const long = work({ ...office, minHours: 8, lateGraceMinutes: 60 })
    expect(judge({ plan: long, punches: [at('09:30'), at('18:00')] })).toMatchObject({
      status: 'absent',
      workedMinutes: 7 * 60 + 30,
    })
  })

  it('gives rest days and holidays overtime only when overtime was approved, up to what was worked', () => {
    const rest: JudgePlan = { day: DAY, kind: 'rest', shift: null, timeZone: ZONE }
    expect(judge({ plan: rest })).toMatchObject({ status: 'rest', overtimeMinutes: 0 })
    expect(judge({ plan: rest, punches: [at('10:00'), at('15:00')] })).toMatchObject({
      status: 'rest',
      overtimeMinutes: 0,
      workedMinutes: 300,
    })
    expect(judge({ plan: rest, punches: [at('10:00'), at('15:00')], overtimeMinutes: 240 })).toMatchObject({
      overtimeMinutes: 240,
    })
    const holiday: JudgePlan = { ...rest, kind: 'holiday' }
    expect(judge({ plan: holiday, punches: [at('10:00'), at('15:00')], overtimeMinutes: 600 })).toMatchObject({
      status: 'holiday',
      overtimeMinutes: 300,
    })
    expect(judge({ plan: holiday, punches: [at('10:00')], overtimeMinutes: 600 })).toMatchObject({ overtimeMinutes: 0 })
  })

  it('counts approved overtime on a work day up to the time worked outside the shift', () => {
    expect(judge({ punches: [at('09:00'), at('20:00')], overtimeMinutes: 180 })).toMatchObject({
      status: 'normal',
      overtimeMinutes: 120,
    })
    expect(judge({ punches: [at('09:00'), at('20:00')] })).toMatchObject({ overtimeMinutes: 0 })
  })

  it('judges a day not over yet only on what has happened', () => {
    expect(judge({ now: at('08:00') })).toMatchObject({ status: 'open', open: true, missing: null })
    expect(judge({ now: at('10:00'), punches: [at('08:59')] })).toMatchObject({
      status: 'open',
      open: true,
      lateMinutes: 0,
    })
    expect(judge({ now: at('10:00'), punches: [at('09:30')] })).toMatchObject({ status: 'late', lateMinutes: 30 })
    expect(judge({ now: at('16:00'), punches: [at('08:59'), at('15:00')] })).toMatchObject({
      status: 'open',
      earlyMinutes: 0,
    })
    const strict = work({ ...office, absentAfterMinutes: 240 })
    expect(judge({ plan: strict, now: at('16:00'), punches: [at('14:00'), at('15:00')] })).toMatchObject({
      status: 'absent',
      lateMinutes: 300,
    })
    expect(judge({ now: at('19:00'), punches: [at('08:59')] })).toMatchObject({ status: 'missing_punch', open: true })
    expect(judge({ now: at('19:00'), punches: [at('08:59'), at('15:00')] })).toMatchObject({
      status: 'early',
      earlyMinutes: 180,
    })
    expect(judge({ now: at('29:00'), punches: [at('08:59')] })).toMatchObject({ status: 'missing_punch', open: false })
  })
})
