import type { filesContract } from '@hr-portal/api'
import type { Db } from '../../../core/db/types'
import type { FileTaskTable } from '../tables'

/** A task of the tenant (only the user's own unless userId is null). */
export function findTask(db: Db, tenantId: number, id: string, userId: number | null) {
  let query = db.selectFrom('file_task').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
  if (userId !== null) query = query.where('user_id', '=', userId)
  return query.executeTakeFirst()
}

/** Writes progress fields of a task. */
export async function updateTask(
  db: Db,
  task: Pick<FileTaskTable, 'tenant_id' | 'id'>,
  changes: Partial<FileTaskTable>,
): Promise<void> {
  await db
    .updateTable('file_task')
    .set(changes)
    .where('tenant_id', '=', task.tenant_id)
    .where('id', '=', task.id)
    .execute()
}

/** §7 getProgress answer: rows done of total, counts, state and the error report's file id. */
export function progressOf(task: FileTaskTable) {
  const total = Number(task.total)
  const done = Number(task.done)
  return {
    taskId: task.id,
    state: task.state as (typeof filesContract.TASK_STATES)[number],
    total,
    done,
    percent: total > 0 ? Math.floor((done * 100) / total) : task.state === 'done' ? 100 : 0,
    okCount: Number(task.ok_count),
    failCount: Number(task.fail_count),
    errorFileId: task.error_file_id,
    message: task.message,
  }
}
