import type { GatewayContext } from '../../core/context'

/** A shift type as the day judgement reads it. */
export interface ShiftRule {
  id: number
  nameZh: string
  nameEn: string
  /** 'HH:MM'. */
  start: string
  /** 'HH:MM'; end <= start: the shift ends the next day (across midnight). */
  end: string
  /** Unpaid breaks inside the shift, 'HH:MM'. */
  breaks: { start: string; end: string }[]
  /** May start up to this late (and then ends as much later) without being late. */
  flexMinutes: number
  /** Arriving up to this many minutes after the (flexed) start is not late. */
  lateGraceMinutes: number
  /** Leaving up to this many minutes before the (flexed) end is not early. */
  earlyGraceMinutes: number
  /** Late or early by more than this: the half day counts as absent (0: never). */
  absentAfterMinutes: number
  /** Worked hours below this (and no leave covering it): absent. */
  minHours: number
}

/** One person's one day, as the calendar, the group and the roster say. */
export interface DayPlan {
  /** 'YYYY-MM-DD'. */
  day: string
  /** holiday: a holiday of the person's calendar (statutory or bridged, see `statutory`); a make-up working day is 'work'. */
  kind: 'work' | 'rest' | 'holiday'
  holidayName?: { zh: string; en: string }
  /** On a holiday: true a statutory holiday (法定节假日), false a bridged rest day of the holiday period (调休放假). */
  statutory?: boolean
  /** On a make-up working day (a working weekend of the calendar): its name. */
  makeUpName?: { zh: string; en: string }
  /** The shift to work on a 'work' day; null on rest and holiday. */
  shift: ShiftRule | null
  calendarId: number
  /** The calendar's IANA time zone (e.g. 'Asia/Shanghai'): punches are judged in it. */
  timeZone: string
  /** The attendance group; null: the person is in no group (then: the tenant's default calendar, Mon–Fri, the first shift). */
  groupId: number | null
}

/** A leave's span: from the morning or afternoon (`half`) of its first day to the morning or afternoon of its last. */
export interface Span {
  startDate: string
  startHalf: 'am' | 'pm'
  endDate: string
  endHalf: 'am' | 'pm'
}

/** Hears that people's results over days (inclusive, 'YYYY-MM-DD') may have changed. */
export type AttendanceListener = (
  ctx: GatewayContext,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
) => Promise<void>
