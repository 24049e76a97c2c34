import { route } from '../route'
import { id, integer, list, matching, nullable, objectBody, oneOf, record, str, text, Type, dict } from '../schema'
import { SALARY } from './codes'
import { auditEntry, INPUTS, line, lines, LINES_QUERY, MONTH, run, RUN_STATUSES } from './run-shapes'

export { auditEntry, INPUTS, line, lines, LINES_QUERY, MONTH, run, RUN_STATUSES }

const ONE = objectBody({ id: id() }, ['id'])

const TENANT =
  "the session tenant's runs only; another tenant's run id answers 410913 (tenant-isolation/payroll.test.ts)"
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
