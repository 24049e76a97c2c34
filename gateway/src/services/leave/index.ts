// The vacation service's narrow interface: what other services use (this file loads no routes).
export { balancesOf, LEAVE_FUNCTIONS } from './store'
export {
  approvedAbsencesOf,
  leaveTypeNames,
  unpaidLeaveTypes,
  type ApprovedLeave,
  type ApprovedPatchCard,
} from './absences'
// Where a patch card may be asked (the apply route's rule), for the staff's attendance month (services/attendance).
export {
  patchWindowOf,
  patchWindowSpan,
  patchCardsAskedOf,
  patchCardsOf,
  PATCH_WORKING_DAYS,
  type PatchWindow,
  type PatchVerdict,
} from './patch-window'
// The vacation service's tables: their row types (merged into core's Database).
export type {
  LeaveTypeTable,
  LeaveBalanceTable,
  LeaveRequestTable,
  PatchCardTable,
  LeaveSupplementTable,
  OvertimeRequestTable,
  LeaveCreditTable,
  LeaveSettingTable,
} from './tables'
export type { LeaveBlackoutTable } from './blackouts/tables'
// Approved overtime, for attendance results and the monthly summary (services/attendance).
export { approvedOvertimeOf, type ApprovedOvertime } from './overtime-reads'
// The days an account asked for overtime, for the overtime attendance offers from punches (services/attendance).
export { overtimeAskedDaysOf } from './overtime-asked'
// Approved overtime by the class of its day, for overtime pay (services/payroll).
export { paidOvertimeOf, type PaidMinutes } from './overtime-pay'
export { PAY_CLASSES, payClassOf, type PayClass } from './pay-class'
// Days of untaken annual leave paid out in a month, for the leave payout pay item (services/payroll).
export { leavePayoutsOf } from './payout-days'
// A leaver's annual leave taken and paid out, and the days a final settlement pays (services/personnel leaving).
export { leaverAnnualLeave, recordSettledPayout, type LeaverAnnualLeave } from './entitlement/payout'
export { statutoryAnnualDays, yearsOfWork } from './entitlement/statutory'
// Leave policies and balances: a tenant's statutory types, the yearly rollover and a year's settling (seed, tests).
export { STATUTORY_TYPES, writeLeaveTypes } from './entitlement/default-types'
export { rollOver, rollOverDue, dayIn } from './entitlement/rollover'
export { settleYear } from './entitlement/settle'
