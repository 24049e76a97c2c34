import { route } from '../route'
import { bool, id, integer, list, nullable, objectBody, oneOf, record, str, Type } from '../schema'
import { COMMON } from '../accounts/codes'
import { ACCOUNT_NAME_RULES } from '../personnel/accounts'
import { FILES } from './codes'
import { pageField, rowsField, uuid } from './shared'

const OWN = "the caller's own tasks of the session tenant (import/staff-import.test.ts)"
/** The states of a task; the last three are finished, and only a finished task can be seen. */
export const TASK_STATES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const

/** §7 getProgress answer: rows done of total, counts, state and the error report's file id. */
export const progress = record({
  taskId: str(),
  state: oneOf(TASK_STATES),
  total: integer(),
  done: integer(),
  percent: integer(),
  okCount: integer(),
  failCount: integer(),
  errorFileId: nullable(str()),
  message: str(),
})

/** One task of the import/export list: its progress, what it is, the source file's name and whether its result was seen. */
export const ielRow = record({
  ...progress.properties,
  kind: str(),
  fileName: str(),
  createdAt: integer(),
  updatedAt: integer(),
  seen: bool(),
})

/** Import tasks (§7 startTask, getProgress, updateProcess, downLoadErrorData) and the staff template. */
export const imports = {
  start: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/startTask',
    body: objectBody(
      {
        fileId: uuid(),
        kind: oneOf(['staff']),
        /** Open sign-in accounts for the imported staff (the caller needs onboarding, 110102): refusals go to the report. */
        accounts: objectBody(
          {
            nameRule: oneOf(ACCOUNT_NAME_RULES),
            /** Roles of the tenant; not given: the tenant's staff role (none when it has none). */
            roleIds: Type.Array(id(), { maxItems: 20, uniqueItems: true }),
          },
          ['nameRule'],
        ),
      },
      ['fileId'],
    ),
    result: progress,
    errors: [FILES.fileNotFound, FILES.incorrectFormat, COMMON.roleNotFound],
    tenant: OWN,
    summary:
      "Starts importing one of the caller's uploads (a CSV or XLSX staff list) in the background, optionally opening accounts for the staff imported.",
  }),
  progress: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/getProgress',
    body: objectBody({ taskId: uuid() }, ['taskId']),
    result: progress,
    errors: [FILES.taskNotFound],
    tenant: OWN,
    summary: "One of the caller's tasks.",
  }),
  update: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/updateProcess',
    body: objectBody({ taskId: uuid(), action: oneOf(['cancel']) }, ['taskId', 'action']),
    result: progress,
    errors: [FILES.taskNotFound],
    tenant: OWN,
    summary: 'Cancels a running task (rows already inserted stay).',
  }),
  errorReport: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/downLoadErrorData',
    body: objectBody({ taskId: uuid() }, ['taskId']),
    file: true,
    errors: [FILES.taskNotFound, FILES.fileNotFound],
    tenant: OWN,
    summary: "A task's error report.",
  }),
  template: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/importTemplate',
    body: objectBody({}),
    file: true,
    errors: [],
    tenant: "a sample row of the session tenant's departments, posts and dictionaries (import/staff-import.test.ts)",
    summary: 'The staff import template (CSV) with a sample row.',
  }),
}

/**
 * §7 "an IEL list and status update": the caller's own import/export tasks, newest first (a state filters them), with
 * how many finished ones they have not seen; and marking finished tasks seen (those named, or all).
 */
export const iel = {
  list: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/ielList',
    body: objectBody({ page: pageField(), rows: rowsField(), state: oneOf(TASK_STATES) }),
    result: record({
      total: integer(),
      page: integer(),
      totalPage: integer(),
      rows: list(ielRow),
      unseen: integer(),
    }),
    errors: [],
    tenant: OWN,
    summary: "A page of the caller's tasks and how many finished ones they have not seen.",
  }),
  seen: route({
    method: 'POST',
    path: '/filecenter/web/upLoad/updateIelStatus',
    body: objectBody({ ids: Type.Array(uuid(), { minItems: 1, maxItems: 100, uniqueItems: true }) }),
    result: record({ updated: integer(), unseen: integer() }),
    errors: [],
    tenant: OWN,
    summary: 'Marks finished tasks seen (those named, or all).',
  }),
}
