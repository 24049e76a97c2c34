import type { GatewayContext } from '../../../core/context'
import { queueNotification } from '../../notify'
import type { FileTaskTable } from '../tables'
import { findTask } from './task-store'

/** What each kind of task is called in a notice. */
const TASK_NAMES: Record<string, { zh: string; en: string }> = {
  'staff-import': { zh: '人员导入', en: 'Staff import' },
}
const A_TASK = { zh: '后台任务', en: 'Background task' }

/** The task's details in the message centre (its Tasks view). */
export const taskLink = (id: string) => `/portal/messages/tasks/${id}`

/**
 * Tells the user who started a task that it finished (done or failed; a task they cancelled themself tells nobody):
 * the counts or why it failed, linked to the task's details. A notice that cannot be queued does not undo the task.
 */
export async function taskFinishedNotice(ctx: GatewayContext, task: Pick<FileTaskTable, 'tenant_id' | 'id'>) {
  try {
    const row = await findTask(ctx.db, task.tenant_id, task.id, null)
    if (!row || (row.state !== 'done' && row.state !== 'failed')) return
    await queueNotification(ctx, {
      tenantId: row.tenant_id,
      kind: 'taskFinished',
      template: row.state === 'done' ? 'taskDone' : 'taskFailed',
      userIds: [row.user_id],
      params: {
        task: TASK_NAMES[row.kind] ?? A_TASK,
        ok: Number(row.ok_count),
        failed: Number(row.fail_count),
        reason: row.message,
      },
      link: taskLink(row.id),
      eventKey: `task:${row.id}:${row.state}`,
    })
  } catch (error) {
    console.error('task notice failed', { task: task.id, error })
  }
}
