// The day judgement's input and output. The plan's shape is the part of paiban's DayPlan the judgement reads, so a
// DayPlan is passed as it is.
import type { DayPlan, ShiftRule } from '../../scheduling'

/** The shift a work day asks for: the rules of paiban's ShiftRule the judgement reads. */
export type JudgeShift = Pick<
  ShiftRule,
  | 'start'
  | 'end'
  | 'breaks'
  | 'flexMinutes'
  | 'lateGraceMinutes'
  | 'earlyGraceMinutes'
  | 'absentAfterMinutes'
  | 'minHours'
>

/** One person's one day as planned: the part of paiban's DayPlan the judgement reads. */
export type JudgePlan = Pick<DayPlan, 'day' | 'kind' | 'timeZone'> & { shift: JudgeShift | null }

/** Approved leave touching the day: the whole day, its morning or afternoon, or hours from–to ('HH:MM'). */
export interface DayLeave {
  typeCode: string
  part: 'day' | 'am' | 'pm' | 'hours'
  from?: string
  to?: string
}

/** An approved patch card of the day: a time ('HH:MM', read on the shift's days) that counts as a punch. */
export interface DayPatch {
  time: string
  kind: 'in' | 'out'
}

export interface DayInput {
  plan: JudgePlan
  /** Punches (epoch ms) near the day; those outside the day's punch window are left out. */
  punches: number[]
  leaves: DayLeave[]
  patches: DayPatch[]
  /** Approved overtime of the day, minutes. */
  overtimeMinutes: number
  /** The time of judging; a work day whose shift has not ended by then is judged only on what has happened. */
  now?: number
}

/**
 * 'open': a work day not over yet, with nothing decided so far (no punch, or an arrival on time); 'not_employed': a day
 * before the person's entry date or after their leave date.
 */
export type DayStatus =
  | 'open'
  | 'normal'
  | 'late'
  | 'early'
  | 'late_early'
  | 'absent'
  | 'missing_punch'
  | 'leave'
  | 'rest'
  | 'holiday'
  | 'not_employed'

export interface DayJudgement {
  day: string
  status: DayStatus
  lateMinutes: number
  earlyMinutes: number
  missing: 'in' | 'out' | 'both' | null
  leaveType: string | null
  leavePart: 'day' | 'am' | 'pm' | 'hours' | null
  /** Minutes of hourly leave on the day (0 for whole and half days). */
  leaveMinutes: number
  workedMinutes: number
  overtimeMinutes: number
  /** The first and last punch counted (epoch ms), patch cards included. */
  firstIn: number | null
  lastOut: number | null
  /** The day's punch window had not closed at the time of judging: the result may still change by itself. */
  open: boolean
}
