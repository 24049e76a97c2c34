import type { Service } from '../../core/service'
import { calendarDayRoutes } from './calendar-day-routes'
import { calendarRoutes } from './calendar-routes'
import { groupRoutes } from './group-routes'
import { rosterRoutes } from './roster-routes'
import { shiftTypeRoutes } from './shift-type-routes'
import './swap-handler'
import './tenant-zone'
import { swapRoutes } from './swap-routes'

// The scheduling service's public interface: other services and the gateway's startup, seed and tests import only these.
export type { DayPlan, ShiftRule, Span, AttendanceListener } from './types'
export { plansOf, dayPlansOf } from './plans'
export { workingDaysOf, countWorkingDays } from './working-days'
// What the calendar makes of each day, for the month tables (shift, leave and attendance tables).
export { monthDayKinds, type DayKind, type DayKindView, type MonthDayKinds } from './day-kinds'
export { placesOf, type Place } from './places'
export { tenantTimeZone } from './tenant-zone'
// People who keep attendance without an employee record (outsourced workers), answered for by their own service.
export { registerOutsidePeople, outsidePersonOfAccount, isOutsideId, type OutsidePeople, type OutsidePerson } from './outside-people'
export { isMonthLocked, lockMonth, unlockMonth, lockedMonthsBetween } from './locks'
export { attendanceChanged, onAttendanceChanged } from './changes'
export { PAIBAN_FUNCTIONS, SHIFT_SWAP_BIZ_TYPE } from './functions'
export { paibanCodes } from './errors'

/** Scheduling: work calendars and their days, shift types, attendance groups, the roster, shift swaps, month locks. */
export const paiban: Service = { segment: 'paiban', routes: [rosterRoutes, calendarRoutes, calendarDayRoutes, shiftTypeRoutes, groupRoutes, swapRoutes] }

// The scheduling service's tables: their row types (merged into core's Database) and the migrations of its own.
export type {
  ShiftTable, ShiftRosterTable, WorkCalendarTable, CalendarDayTable, AttGroupTable, AttGroupMemberTable, AttGroupPlaceTable, ShiftSwapTable,
  AttendanceLockTable,
} from './tables'
export { migrations } from './migrations'
