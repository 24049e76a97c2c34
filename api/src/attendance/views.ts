import { bool, dict, integer, list, matching, nullable, num, oneOf, optional, record, str } from '../schema'

export const MONTH = matching('^\\d{4}-\\d{2}$')
export const DAY = matching('^\\d{4}-\\d{2}-\\d{2}$')

/** A day's result status. 'open': the day is not over and nothing is decided yet; 'not_employed': before the entry date or after the leave date. */
export const DAY_STATUSES = [
  'open',
  'normal',
  'late',
  'early',
  'late_early',
  'absent',
  'missing_punch',
  'leave',
  'rest',
  'holiday',
  'not_employed',
] as const
const names = record({ zh: str(), en: str() })
/** A day's result for the pages: times as 'HH:MM' in the person's time zone, with the day's plan. */
export const dayResultFields = {
  day: str(),
  status: oneOf(DAY_STATUSES),
  open: bool(),
  lateMinutes: num(),
  earlyMinutes: num(),
  missing: nullable(oneOf(['in', 'out', 'both'])),
  leaveType: nullable(str()),
  leavePart: nullable(oneOf(['day', 'am', 'pm', 'hours'])),
  leaveMinutes: num(),
  workedMinutes: num(),
  overtimeMinutes: num(),
  firstIn: nullable(str()),
  lastOut: nullable(str()),
  flagged: bool(),
  kind: nullable(oneOf(['work', 'rest', 'holiday'])),
  holidayName: nullable(names),
  makeUpName: nullable(names),
  shift: nullable(record({ nameZh: str(), nameEn: str(), start: str(), end: str() })),
}
export const dayResult = record(dayResultFields)
export const place = record({ id: integer(), name: str(), lat: num(), lng: num(), radius: num() })
/** A punch: source 'web' (the clock-in page) or 'import'. */
export const punch = record({
  id: str(),
  at: num(),
  day: str(),
  time: str(),
  source: str(),
  device: nullable(str()),
  inRange: bool(),
  placeName: nullable(str()),
  distanceM: nullable(num()),
  reason: nullable(str()),
})
/** One person's month, summed from the day results. Leave by type: days (whole and half days) and hours (hourly leave). */
export const summaryFields = {
  employeeId: integer(),
  daysDue: num(),
  daysWorked: num(),
  lateCount: num(),
  lateMinutes: num(),
  earlyCount: num(),
  earlyMinutes: num(),
  absentDays: num(),
  missingPunches: num(),
  leave: dict(record({ days: num(), hours: num() })),
  overtimeHours: num(),
}
export const summary = record(summaryFields)
/** A day's mark in a table of people × days. */
export const mark = record({
  status: oneOf(DAY_STATUSES),
  lateMinutes: num(),
  earlyMinutes: num(),
  missing: nullable(str()),
  leaveType: nullable(str()),
  leavePart: nullable(str()),
  flagged: bool(),
})
/** A day's kind in a calendar; `name`: the holiday's (or make-up day's) name in the reader's language. */
export const dayKind = record({
  kind: oneOf(['work', 'rest', 'holiday', 'makeUp']),
  name: optional(str()),
  /** A holiday that is a bridged rest day of the holiday period, not a statutory holiday. */
  bridged: optional(bool()),
})
/** People × days of a month; `dayKinds`: the default calendar's, and a person's where their own calendar differs. */
export const teamMonth = record({
  month: str(),
  days: list(str()),
  dayKinds: dict(dayKind),
  employees: list(
    record({ id: integer(), name: str(), jobNumber: str(), days: dict(mark), dayKinds: optional(dict(dayKind)) }),
  ),
})
