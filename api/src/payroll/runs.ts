import { route } from '../route'
import {
  anything,
  bool,
  flag,
  id,
  int,
  integer,
  list,
  matching,
  nullable,
  num,
  objectBody,
  oneOf,
  optional,
  record,
  str,
  text,
  Type,
  dict,
} from '../schema'
import { SALARY } from './codes'
import { ITEM_KINDS } from './items'

const TENANT =
  "the session tenant's runs only; another tenant's run id answers 410913 (tenant-isolation/payroll.test.ts)"
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
const ONE = objectBody({ id: id() }, ['id'])
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
  detail: dict(anything()),
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
const warning = record({ employeeId: integer(), code: str(), text: str() })

/** The monthly runs (8204; 820401 creates and calculates): the list, a new run, a run with its trail, its lines. */
export const runs = {
  list: route({
    method: 'POST',
    path: '/salary/web/run/list',
    body: objectBody({ groupId: id() }),
    result: list(run),
    errors: [],
    tenant: TENANT,
    summary: 'The latest 200 runs, of one group or all.',
  }),
  create: route({
    method: 'POST',
    path: '/salary/web/run/create',
    body: objectBody({ groupId: id(), month: MONTH }, ['groupId', 'month']),
    result: record({ id: integer() }),
    errors: [SALARY.groupNotFound, SALARY.runExists, SALARY.emptyGroup],
    tenant: TENANT,
    summary: "A draft regular run of a group's people for a month (one per group and month).",
  }),
  detail: route({
    method: 'POST',
    path: '/salary/web/run/detail',
    body: ONE,
    errors: [SALARY.runNotFound],
    tenant: TENANT,
    result: record({
      run,
      inputItems: list(record({ code: str(), nameZh: str(), nameEn: str() })),
      previous: nullable(record({ id: integer(), month: str(), headcount: integer(), net: str(), gross: str() })),
      audit: list(auditEntry),
      /** People whose net pay is below zero (a correction's claw-back: the bank file leaves them out), and its total. */
      clawBack: record({ count: integer(), total: str() }),
    }),
    summary: "A run, its group's input items, last month's run and the run's trail.",
  }),
  lines: route({
    method: 'POST',
    path: '/salary/web/run/lines',
    body: objectBody(LINES_QUERY, ['id']),
    result: lines,
    errors: [SALARY.runNotFound],
    tenant: TENANT,
    summary: 'A page of the lines, flagged ones only if asked.',
  }),
  setInputs: route({
    method: 'POST',
    path: '/salary/web/run/setInputs',
    body: objectBody({ id: id(), employeeId: id(), values: INPUTS }, ['id', 'employeeId', 'values']),
    result: record({ inputs: dict(str()) }),
    tenant: TENANT,
    errors: [
      SALARY.runNotFound,
      SALARY.runStatus,
      SALARY.notInRun,
      SALARY.badItem,
      SALARY.badAmount,
      SALARY.negativeAmount,
    ],
    summary: "One person's entered amounts ('' clears one; none negative in an off-cycle run).",
  }),
  inputTemplate: route({
    method: 'POST',
    path: '/salary/web/run/inputTemplate',
    body: ONE,
    file: true,
    errors: [SALARY.runNotFound],
    tenant: TENANT,
    summary: 'The Excel workbook to fill in: the people and input items, with what is entered so far.',
  }),
  import: route({
    method: 'POST',
    path: '/salary/web/run/import',
    body: objectBody(
      {
        id: id(),
        fileName: text(200, 1),
        content: Type.String({ minLength: 1, maxLength: 2_800_000, pattern: '^[A-Za-z0-9+/=\\s]+$' }),
      },
      ['id', 'fileName', 'content'],
    ),
    result: record({
      total: integer(),
      imported: integer(),
      rejected: integer(),
      rejects: list(record({ line: integer(), jobNumber: str(), reason: str() })),
      rejectsCsv: nullable(str()),
    }),
    errors: [SALARY.runNotFound, SALARY.runStatus, SALARY.badFile],
    tenant: TENANT,
    summary: 'Inputs from an Excel (.xlsx) or CSV file (base64), rows refused with their reason.',
  }),
  calculate: route({
    method: 'POST',
    path: '/salary/web/run/calculate',
    body: ONE,
    result: record({ id: integer(), lines: integer(), warnings: list(warning) }),
    tenant: TENANT,
    errors: [
      SALARY.runNotFound,
      SALARY.runStatus,
      SALARY.attendanceNotLocked,
      SALARY.noProfile,
      SALARY.formulaFailed,
      SALARY.itemOutOfRange,
      SALARY.monthRunOpen,
      SALARY.notInRun,
      SALARY.emptyGroup,
    ],
    summary: 'Calculates every line (by the run kind); warnings name what was paid but odd.',
  }),
  recalculate: route({
    method: 'POST',
    path: '/salary/web/run/recalculate',
    body: objectBody({ id: id(), employeeId: id(), reason: text(500, 2), inputs: INPUTS }, [
      'id',
      'employeeId',
      'reason',
    ]),
    result: record({ id: integer(), employeeId: integer(), warnings: list(warning) }),
    tenant: TENANT,
    errors: [
      SALARY.runNotFound,
      SALARY.runStatus,
      SALARY.notInRun,
      SALARY.badItem,
      SALARY.badAmount,
      SALARY.negativeAmount,
      SALARY.noProfile,
      SALARY.formulaFailed,
      SALARY.itemOutOfRange,
      SALARY.monthRunOpen,
      SALARY.emptyGroup,
    ],
    summary:
      'Recalculates one person of a calculated run, with a reason (and changed inputs); another kind of run again whole.',
  }),
  threshold: route({
    method: 'POST',
    path: '/salary/web/run/threshold',
    body: objectBody({ id: id(), threshold: matching('^\\d{1,3}(\\.\\d{1,2})?$') }, ['id', 'threshold']),
    result: record({ id: integer(), threshold: str() }),
    errors: [SALARY.runNotFound],
    tenant: TENANT,
    summary: 'The change percent over which a line is flagged.',
  }),
  submit: route({
    method: 'POST',
    path: '/salary/web/run/submit',
    body: ONE,
    result: record({ id: integer(), status: oneOf(['approving']), instanceId: str() }),
    errors: [SALARY.runNotFound, SALARY.runStatus],
    tenant: TENANT,
    summary: 'Submits a calculated run for approval (approved: locked).',
  }),
  publish: route({
    method: 'POST',
    path: '/salary/web/run/publish',
    body: ONE,
    result: record({ id: integer(), status: oneOf(['published']) }),
    errors: [SALARY.runNotFound, SALARY.runStatus],
    tenant: TENANT,
    summary: 'Publishes a locked run: the payslips appear.',
  }),
  approval: route({
    method: 'POST',
    path: '/salary/web/run/approval',
    body: objectBody(LINES_QUERY, ['id']),
    errors: [],
    tenant: "the session tenant's run only; another's answers 403001 (tenant-isolation/payroll.test.ts)",
    result: record({ run, previous: nullable(record({ month: str(), net: str(), headcount: integer() })), lines }),
    summary: "The approver's view: the run and a page of its lines (approvers of its request, or holders of 8204).",
  }),
}
