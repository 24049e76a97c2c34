import type { TaskPage, TaskRow } from '@hr-portal/api/client/message'
import { http } from '../lib/http'

export type { TaskPage, TaskRow } from '@hr-portal/api/client/message'

const result = async <T>(call: Promise<{ result?: T }>) => (await call).result as T

/** §7 /message/web task-monitor calls of the message centre's Tasks view: the signed-in user's own long jobs. */
export const taskApi = {
  list: (page: number, rows: number) => result<TaskPage>(http.postJson('/message/web/task/list', { page, rows })),
  detail: (id: string) => result<TaskRow>(http.postJson('/message/web/task/detail', { id })),
  /** Saves an import's report of the refused rows (a CSV with the reason per row). */
  errorReport: (id: string) =>
    http.exportBlob('/filecenter/web/upLoad/downLoadErrorData', { taskId: id }, { raw: true }),
}

/** The kinds of task the Tasks view names; another kind reads as a background task. */
export const KNOWN_KINDS = ['staff-import', 'payroll-run', 'leave-rollover'] as const

/** The translation key of a task's kind. */
export const kindKey = (kind: string) =>
  `messages.tasks.kind.${(KNOWN_KINDS as readonly string[]).includes(kind) ? kind : 'other'}`
