import { TASK_STATES } from '../files/imports'
import { pageField, rowsField } from '../files/shared'
import { route } from '../route'
import { bool, integer, list, nullable, num, objectBody, oneOf, record, str, text } from '../schema'
import { NOTICE } from './codes'

const OWN =
  "the session tenant and the caller's own tasks only, and the tenant's leave rollovers for those who manage leave types (services/message/tasks/task-routes.test.ts)"

/**
 * The long jobs the task monitor shows: an import the caller started, a payroll run's calculation the caller started,
 * and the yearly leave rollover (a job of the tenant's, shown to those who manage leave types). A kind it does not know
 * reads as a task.
 */
export const TASK_KINDS = ['staff-import', 'payroll-run', 'leave-rollover'] as const

/** A task's id: an import's UUID, or a kind and the id of its record ('payroll-run:…', 'leave-rollover:2027-01-01'). */
const taskId = () => text(80, 1)

/** One long job the caller started, as the message centre's Tasks view shows it. */
export const taskRow = record({
  id: str(),
  /** What the job is (TASK_KINDS), or another kind of job. */
  kind: str(),
  /** The file the job works on (an import's upload); '' when none. */
  fileName: str(),
  /** What the job worked on when not a file: a payroll run's month and name, the rollover's day; '' when none. */
  subject: str(),
  /** The portal page that shows the job's result (the payroll run), '' when none. */
  link: str(),
  state: oneOf(TASK_STATES),
  total: integer(),
  done: integer(),
  okCount: integer(),
  failCount: integer(),
  startedAt: num(),
  /** When it finished (done, failed or cancelled); null while it runs. */
  finishedAt: nullable(num()),
  /** How long it ran, or has run so far (ms). */
  durationMs: integer(),
  /** Whether a report of the refused rows can be downloaded (files' downLoadErrorData). */
  hasErrorReport: bool(),
  /** Why it failed, or what it adds (in the language it ran in). */
  message: str(),
  startedBy: str(),
})

/** §7 /message/web task-monitor details: the caller's own long jobs (imports …) and one job's details. */
export const task = {
  list: route({
    method: 'POST',
    path: '/message/web/task/list',
    body: objectBody({ page: pageField(), rows: rowsField() }),
    result: record({ total: integer(), page: integer(), rows: list(taskRow) }),
    errors: [],
    tenant: OWN,
    summary: "A page of the caller's own long jobs, newest first (10 by default).",
  }),
  detail: route({
    method: 'POST',
    path: '/message/web/task/detail',
    body: objectBody({ id: taskId() }, ['id']),
    result: taskRow,
    errors: [NOTICE.notFound],
    tenant: OWN,
    summary: "One of the caller's own long jobs (another user's answers 404000).",
  }),
}
