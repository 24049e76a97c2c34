import {
  anything,
  bool,
  dict,
  flag,
  id,
  int,
  integer,
  list,
  matching,
  nullable,
  num,
  oneOf,
  optional,
  record,
  str,
  text,
  Type,
} from '../schema'
import { ITEM_KINDS } from './items'

// The shapes of a payroll run and its lines, as the run routes (runs.ts) answer them.
export const RUN_STATUSES = ['draft', 'calculated', 'approving', 'locked', 'published'] as const
/** A month, YYYY-MM. */
export const MONTH = matching('^(20\\d\\d|2100)-(0[1-9]|1[0-2])$')
const AMOUNT_PATTERN = '^-?\\d{1,12}(\\.\\d{1,2})?$'
/** Amounts typed per item: an amount, or '' to clear one. */
export const INPUTS = Type.Unsafe<Record<string, string>>({
  type: 'object',
  additionalProperties: { type: 'string', anyOf: [{ maxLength: 0 }, { pattern: AMOUNT_PATTERN }] },
  maxProperties: 50,
})
/** A page of a run's lines. */
export const LINES_QUERY = { id: id(), page: int(1, 100000), rows: int(1, 200), keyword: text(50), flaggedOnly: flag() }

/** A run as the routes answer it (amounts as decimal strings). */
export const run = record({
  id: integer(),
  groupId: integer(),
  groupName: str(),
  month: str(),
  status: oneOf(RUN_STATUSES),
  instanceId: nullable(str()),
  headcount: integer(),
  gross: str(),
  net: str(),
  tax: str(),
  employer: str(),
  threshold: str(),
  createdAt: num(),
  calculatedAt: nullable(num()),
  lockedAt: nullable(num()),
  publishedAt: nullable(num()),
  /** 'regular', 'offCycle' or 'correction' (run-kinds.ts). */
  kind: oneOf(['regular', 'offCycle', 'correction'] as const),
  /** The name HR gave an off-cycle run ('2026 年终奖'), a correction the name of the run it corrects; '' otherwise. */
  name: str(),
  /** A correction: the run it corrects and how ('reverse' or 'people'). */
  correctsRunId: nullable(integer()),
  correction: str(),
  /** The corrections of this run, oldest first. */
  correctedBy: list(integer()),
})
export const auditEntry = record({
  id: str(),
  at: num(),
  userName: str(),
  action: str(),
  reason: str(),
  employeeId: nullable(integer()),
  /** The person's name (a person who left included); null when the entry is about the whole run. */
  employeeName: nullable(str()),
  detail: dict(anything()),
  /** The names of the items the detail names by code, in both languages. */
  itemNames: dict(record({ zh: str(), en: str() })),
})
const attendance = nullable(
  record({
    daysDue: num(),
    daysWorked: num(),
    unpaidLeaveDays: num(),
    absentDays: num(),
    lateCount: num(),
    overtimeHours: num(),
    /** Minutes of overtime paid by the class of the day worked (lines calculated before: absent). */
    overtimeMinutes: optional(record({ workday: integer(), restDay: integer(), statutory: integer() })),
  }),
)
/** One person's line of a run, with last month's net pay, the difference and the flag. */
export const line = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organName: str(),
  costCentre: str(),
  inputs: dict(str()),
  calculated: bool(),
  gross: str(),
  deductions: str(),
  social: str(),
  tax: str(),
  net: str(),
  employer: str(),
  previousNet: nullable(str()),
  difference: nullable(str()),
  changePercent: nullable(str()),
  flag: Type.Unsafe<'over' | 'new' | null>({ type: ['string', 'null'], enum: ['over', 'new', null] }),
  items: list(
    record({
      code: str(),
      nameZh: str(),
      nameEn: str(),
      kind: oneOf(ITEM_KINDS),
      amount: str(),
      onPayslip: Type.Optional(bool()),
    }),
  ),
  attendance,
  /** The annual bonus added to the wages because one was already taxed on its own in `separateIn` of the year. */
  bonusAdded: nullable(record({ amount: str(), separateIn: str() })),
  /** Back pay on this line for earlier months a closed run paid (a profile change dated into them): negative recovers. */
  arrears: list(record({ month: str(), amount: str() })),
  /**
   * A joiner's or leaver's part of the month (null: employed all of it): the days employed, `employed` of `total` days
   * counted by the group's rule (working days or calendar days); the profile's fixed pay is paid in that proportion.
   */
  proration: nullable(
    record({
      from: str(),
      to: str(),
      employed: integer(),
      total: integer(),
      basis: oneOf(['workingDays', 'calendarDays'] as const),
    }),
  ),
})
/**
 * A page of the review's lines; `earlier`: the month compared with (the group's run of the month before), null when the
 * group has none, so nobody is counted or flagged as new.
 */
export const lines = record({
  earlier: nullable(str()),
  total: integer(),
  over: integer(),
  new: integer(),
  rows: list(line),
})
