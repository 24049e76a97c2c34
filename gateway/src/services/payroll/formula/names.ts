/** The attendance figures a formula may use: the locked monthly attendance summary of the person (services/attendance). */
export const ATTENDANCE_NAMES = [
  'daysDue',
  'daysWorked',
  'unpaidLeaveDays',
  'absentDays',
  'lateCount',
  'lateMinutes',
  'earlyCount',
  'overtimeHours',
] as const
export type AttendanceName = (typeof ATTENDANCE_NAMES)[number]

/**
 * The overtime figures a formula may use (劳动法 art. 44; 劳社部发〔2008〕3号): the hours of approved overtime to pay in
 * the month by the class of the day worked (rest-day hours taken as time off in lieu left out), the tenant's rate of
 * each class (1.5, 2, 3 by default) and the hourly wage, base ÷ 21.75 ÷ 8, exact (nothing rounds before an item).
 */
export const OVERTIME_NAMES = [
  'overtimeWorkdayHours',
  'overtimeRestDayHours',
  'overtimeHolidayHours',
  'overtimeWorkdayRate',
  'overtimeRestDayRate',
  'overtimeHolidayRate',
  'hourlyWage',
] as const
export type OvertimeName = (typeof OVERTIME_NAMES)[number]

/**
 * The untaken annual leave figures a formula may use (企业职工带薪年休假实施办法 art. 10–12): the days of annual leave
 * paid out in the month (a leaver's untaken days, or a year's end where the policy pays them), the tenant's payout rate
 * as a factor of the daily wage on top of the month's wage (2 by default) and the daily wage, base ÷ 21.75, exact.
 */
export const LEAVE_PAYOUT_NAMES = ['leavePayoutDays', 'leavePayoutRate', 'dailyWage'] as const
export type LeavePayoutName = (typeof LEAVE_PAYOUT_NAMES)[number]

/** The salary profile's base pay; each allowance of a profile is named by its (fixed) salary item's code. */
export const PROFILE_BASE = 'base'

/** The functions a formula may call. `if(test, then, else)` evaluates only the branch it takes. */
export const FUNCTIONS = ['min', 'max', 'round', 'abs', 'floor', 'ceil', 'if'] as const

/** What an item code looks like: a letter, then letters, digits or '_', at most 40. */
export const CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,39}$'

/** Names an item code may not take: the functions, the attendance and the overtime figures. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set<string>([
  ...FUNCTIONS,
  ...ATTENDANCE_NAMES,
  ...OVERTIME_NAMES,
  ...LEAVE_PAYOUT_NAMES,
  'true',
  'false',
  'null',
  'this',
])
