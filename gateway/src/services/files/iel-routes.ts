import { contract, type filesContract, type Static } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { progressOf } from './import/task-store'
import type { FileTaskTable } from './tables'

const { iel: routes } = contract.files
/** The states a task ends in (the contract's TASK_STATES' last three): only a finished task can be seen. */
export const FINISHED_STATES = ['done', 'failed', 'cancelled'] as const

interface Owner {
  tenantId: number
  userId: number
}

type IelRow = Static<typeof filesContract.ielRow>

const ownerOf = (request: FastifyRequest): Owner => ({
  tenantId: authOf(request).session.tenant_id,
  userId: authOf(request).user.id,
})

const tasksOf = (db: Db, owner: Owner) =>
  db
    .selectFrom('file_task')
    .where('file_task.tenant_id', '=', owner.tenantId)
    .where('file_task.user_id', '=', owner.userId)

/** The owner's finished tasks whose result they have not seen. */
async function unseenCount(db: Db, owner: Owner): Promise<number> {
  const row = await tasksOf(db, owner)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('file_task.state', 'in', [...FINISHED_STATES])
    .where('file_task.seen_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const ielRow = (task: FileTaskTable & { file_name: string | null }): IelRow => ({
  ...progressOf(task),
  kind: task.kind,
  fileName: task.file_name ?? '',
  createdAt: Number(task.created_at),
  updatedAt: Number(task.updated_at),
  seen: task.seen_at !== null,
})

/**
 * §7 "an IEL list and status update": the caller's own import/export tasks in the session tenant, newest first (a
 * state filters them), with how many finished ones they have not seen; and marking finished tasks seen (those named,
 * or all), which the import dialog does when it showed the result and the file centre's task list when it lists them.
 */
export function ielRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  serve(app, routes.list, guard, async (request) => {
    const owner = ownerOf(request)
    const { page = 1, rows = 10, state } = request.body
    let base = tasksOf(ctx.db, owner)
    if (state) base = base.where('file_task.state', '=', state)
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const tasks = await base
      .leftJoin('file_object', (join) =>
        join
          .onRef('file_object.tenant_id', '=', 'file_task.tenant_id')
          .onRef('file_object.id', '=', 'file_task.file_id'),
      )
      .selectAll('file_task')
      .select('file_object.name as file_name')
      .orderBy('file_task.created_at', 'desc')
      .orderBy('file_task.id')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute()
    return ok({
      total,
      page,
      totalPage: Math.max(1, Math.ceil(total / rows)),
      rows: tasks.map(ielRow),
      unseen: await unseenCount(ctx.db, owner),
    })
  })

  serve(app, routes.seen, guard, async (request) => {
    const owner = ownerOf(request)
    let update = ctx.db
      .updateTable('file_task')
      .set({ seen_at: ctx.now() })
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('state', 'in', [...FINISHED_STATES])
      .where('seen_at', 'is', null)
    if (request.body.ids) update = update.where('id', 'in', request.body.ids)
    const result = await update.executeTakeFirst()
    return ok({ updated: Number(result.numUpdatedRows), unseen: await unseenCount(ctx.db, owner) })
  })
}
