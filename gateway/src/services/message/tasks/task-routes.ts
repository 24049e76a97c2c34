import { contract, type messageContract, type Static } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { taskReaderOf, type UserTask } from './task-readers'
import { noticeCodes, noticeError } from '../notices/notice-texts'

const routes = contract.message.task
type TaskRow = Static<typeof messageContract.taskRow>
const FINISHED = new Set(['done', 'failed', 'cancelled'])

/** A task as the Tasks view shows it: a finished task's end is when its row last changed. */
export function taskView(task: UserTask, now: number): TaskRow {
  const startedAt = Number(task.created_at)
  const finishedAt = FINISHED.has(task.state) ? Number(task.updated_at) : null
  return {
    id: task.id,
    kind: task.kind,
    fileName: task.file_name ?? '',
    subject: task.subject ?? '',
    link: task.link ?? '',
    state: task.state as TaskRow['state'],
    total: Number(task.total),
    done: Number(task.done),
    okCount: Number(task.ok_count),
    failCount: Number(task.fail_count),
    startedAt,
    finishedAt,
    durationMs: Math.max(0, (finishedAt ?? now) - startedAt),
    hasErrorReport: task.error_file_id !== null,
    message: task.message,
    startedBy: task.starter ?? '',
  }
}

/**
 * §7 /message/web task-monitor details: the signed-in user's own long jobs in the session's tenant (read through the
 * readers the services hand in: imports, payroll calculations, the tenant's leave rollovers for those who manage leave
 * types), newest first, and one of them; another user's task is not found.
 */
export function taskRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  const ownerOf = (request: Parameters<typeof authOf>[0]) => ({
    tenantId: authOf(request).session.tenant_id,
    userId: authOf(request).user.id,
  })

  serve(api, routes.list, guard, async (request) => {
    const { page = 1, rows = 10 } = request.body
    const found = await taskReaderOf(ctx.db).list(ctx.db, ownerOf(request), { page, rows })
    const now = ctx.now()
    return ok({ total: found.total, page, rows: found.rows.map((task) => taskView(task, now)) })
  })

  serve(api, routes.detail, guard, async (request) => {
    const task = await taskReaderOf(ctx.db).one(ctx.db, ownerOf(request), request.body.id)
    if (!task) throw noticeError(langOfRequest(request), noticeCodes.notFound, 'taskNotFound')
    return ok(taskView(task, ctx.now()))
  })
}
