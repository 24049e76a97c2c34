// The scheduling service's narrow interface: what other services use (this file loads no routes).
export type { DayPlan, ShiftRule, Span, AttendanceListener } from './types'
export { plansOf, dayPlansOf } from './plans'
export { workingDaysOf, countWorkingDays } from './working-days'
// What the calendar makes of each day, for the month tables (shift, leave and attendance tables).
export { monthDayKinds, type DayKind, type DayKindView, type MonthDayKinds } from './day-kinds'
export { placesOf, type Place } from './places'
// The 13 statutory holidays of a year (the demo calendars, the holiday import and overtime pay read them).
export { chinaHolidays, type SpecialDay } from './china-holidays'
export { statutoryDaysOf, isStatutoryDay, FESTIVAL_NAMES, STATUTORY_YEARS, type Festival } from './statutory-days'
export { tenantTimeZone } from './tenant-zone'
// Each attendance group's rules for offering overtime from punches (services/attendance offers it).
export { offerRulesOf, type OfferRules } from './offer-rules'
// People who keep attendance without an employee record (outsourced workers), answered for by their own service.
export {
  OUTSIDE_PEOPLE,
  outsidePersonOfAccount,
  isOutsideId,
  type OutsidePeople,
  type OutsidePerson,
} from './outside-people'
export { isMonthLocked, lockMonth, unlockMonth, lockedMonthsBetween } from './locks'
export { attendanceChanged, ATTENDANCE_CHANGED } from './changes'
export { PAIBAN_FUNCTIONS, SHIFT_SWAP_BIZ_TYPE } from './functions'
export { paibanCodes } from './errors'
// The scheduling service's tables: their row types (merged into core's Database).
export type {
  ShiftTable,
  ShiftRosterTable,
  WorkCalendarTable,
  CalendarDayTable,
  AttGroupTable,
  AttGroupMemberTable,
  AttGroupPlaceTable,
  ShiftSwapTable,
  AttendanceLockTable,
} from './tables'
