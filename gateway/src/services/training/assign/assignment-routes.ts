import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { checkAudience, parseAudience } from '../audience'
import { audit } from '../audit'
import { courseOf } from '../courses/course-store'
import { TRAINING_FUNCTIONS as F } from '../functions'
import { nextId } from '../next-id'
import { staffOnJob } from '../people'
import { trainingError } from '../texts'
import { assigneesOf } from './assignees'
import { dayOf } from './dates'

const { assignments: routes } = contract.training

/** Compulsory training (8502; 850201 assigns): a course for departments, posts or people by a due date, and who has done it. */
export function assignmentRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, F.assignments) }
  const edit = { preHandler: requireFunction(ctx, F.assign) }
  const assignmentOf = (tenantId: number, assignmentId: number) =>
    ctx.db
      .selectFrom('training_assignment')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', assignmentId)
      .executeTakeFirst()

  serve(api, routes.list, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const today = dayOf(ctx.now())
    const rows = await ctx.db
      .selectFrom('training_assignment')
      .innerJoin('training_course', (join) =>
        join
          .onRef('training_course.tenant_id', '=', 'training_assignment.tenant_id')
          .onRef('training_course.id', '=', 'training_assignment.course_id'),
      )
      .selectAll('training_assignment')
      .select('training_course.title')
      .where('training_assignment.tenant_id', '=', tenantId)
      .orderBy('training_assignment.due_date')
      .orderBy('training_assignment.id')
      .execute()
    const staff = await staffOnJob(ctx.db, tenantId)
    const assignments = []
    for (const row of rows) {
      const people = await assigneesOf(ctx.db, tenantId, row, today, staff)
      assignments.push({
        id: row.id,
        courseId: row.course_id,
        title: row.title,
        audience: parseAudience(row.audience),
        dueDate: row.due_date,
        counts: {
          total: people.length,
          done: people.filter((p) => p.state === 'done').length,
          overdue: people.filter((p) => p.state === 'overdue').length,
        },
      })
    }
    return ok({ today, assignments })
  })

  serve(api, routes.progress, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const row = await assignmentOf(tenantId, request.body.id)
    if (!row) throw trainingError(langOfRequest(request), 'assignmentNotFound')
    const people = await assigneesOf(ctx.db, tenantId, row, dayOf(ctx.now()))
    return ok({
      people: people.map((p) => ({
        employeeId: p.person.id,
        name: p.person.name,
        jobNumber: p.person.job_number,
        state: p.state,
        completedAt: p.completedAt,
      })),
    })
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    if (!(await courseOf(ctx.db, tenantId, body.courseId))) throw trainingError(lang, 'courseNotFound')
    await checkAudience(ctx.db, tenantId, lang, body.audience)
    const values = { course_id: body.courseId, audience: JSON.stringify(body.audience), due_date: body.dueDate }
    const now = ctx.now()
    const assignmentId = await ctx.db.transaction().execute(async (trx) => {
      if (body.id !== undefined) {
        const updated = await trx
          .updateTable('training_assignment')
          .set(values)
          .where('tenant_id', '=', tenantId)
          .where('id', '=', body.id)
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) === 0) throw trainingError(lang, 'assignmentNotFound')
        return body.id
      }
      const next = await nextId(trx, 'training_assignment', tenantId)
      await trx
        .insertInto('training_assignment')
        .values({ tenant_id: tenantId, id: next, created_by: auth.user.id, created_at: now, ...values })
        .execute()
      return next
    })
    await audit(ctx.db, auth, 'assignmentSave', { id: assignmentId, ...values }, now)
    return ok({ id: assignmentId })
  })

  serve(api, routes.remove, edit, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const removed = await ctx.db
      .deleteFrom('training_assignment')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) throw trainingError(langOfRequest(request), 'assignmentNotFound')
    await audit(ctx.db, auth, 'assignmentRemove', request.body, ctx.now())
    return ok({ id: request.body.id })
  })
}
