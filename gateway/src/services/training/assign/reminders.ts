import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { queueNotification } from '../../notify'
import { staffOnJob } from '../people'
import { assigneesOf } from './assignees'
import { dayOf, daysBetween } from './dates'

/** How many days before its due date a compulsory training is announced. */
export const REMINDER_DAYS = 7
const HOUR = 60 * 60 * 1000

/**
 * Queues the compulsory-training reminders due at `now` through the message centre (notify kind trainingDue): to each
 * assignee on the job who has not done the course, once when the due date is {@link REMINDER_DAYS} days away or
 * nearer, and once more when it has passed. Each notice's event names the assignment, its due date and the stage, so
 * the hourly look queues each once (again only when the due date changes). Answers how many rows were new.
 */
export async function queueTrainingReminders(ctx: { db: Db; now: () => number }, now = ctx.now()): Promise<number> {
  const today = dayOf(now)
  const rows = await ctx.db
    .selectFrom('training_assignment')
    .innerJoin('training_course', (join) =>
      join
        .onRef('training_course.tenant_id', '=', 'training_assignment.tenant_id')
        .onRef('training_course.id', '=', 'training_assignment.course_id'),
    )
    .selectAll('training_assignment')
    .select('training_course.title')
    .orderBy('training_assignment.tenant_id')
    .execute()
  let added = 0
  for (const row of rows) {
    const left = daysBetween(today, row.due_date)
    if (left > REMINDER_DAYS) continue
    const stage = left < 0 ? 'overdue' : 'due'
    const people = (
      await assigneesOf(ctx.db, row.tenant_id, row, today, await staffOnJob(ctx.db, row.tenant_id))
    ).filter((p) => p.state !== 'done')
    const users = await ctx.db
      .selectFrom('app_user')
      .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
      .select('app_user.id')
      .where('user_tenant.tenant_id', '=', row.tenant_id)
      .where('app_user.employee_id', 'in', people.length ? people.map((p) => p.person.id) : [0])
      .execute()
    if (users.length === 0) continue
    added += await queueNotification(ctx, {
      tenantId: row.tenant_id,
      kind: 'trainingDue',
      template: stage === 'overdue' ? 'trainingOverdue' : 'trainingDue',
      userIds: users.map((u) => u.id),
      params: { title: row.title, date: row.due_date },
      link: '/portal/training/my-training',
      eventKey: `training:${row.id}:${row.due_date}:${stage}`,
    })
  }
  return added
}

/** Looks for reminders due five minutes after start, then every hour, while the gateway runs (as notify's contract notices). */
export function reminderRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  let first: NodeJS.Timeout | undefined
  let hourly: NodeJS.Timeout | undefined
  const look = () => {
    queueTrainingReminders(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'training reminders could not be queued'),
    )
  }
  app.addHook('onReady', async () => {
    first = setTimeout(look, 5 * 60 * 1000)
    first.unref()
    hourly = setInterval(look, HOUR)
    hourly.unref()
  })
  app.addHook('onClose', async () => {
    clearTimeout(first)
    clearInterval(hourly)
  })
}
