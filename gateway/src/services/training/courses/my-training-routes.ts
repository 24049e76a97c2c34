import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { findFile, gatewayLinkOf, sendFile } from '../../files'
import { assigneesOf } from '../assign/assignees'
import { dayOf } from '../assign/dates'
import { callerEmployee } from '../people'
import { trainingError } from '../texts'
import { courseOf, courseView, listsFile, sessionOf, sessionsOf } from './course-store'
import { enrol } from './session-routes'

const { mine: routes } = contract.training

/** A file of the tenant that a course of the tenant lists (file or video), whoever uploaded it. */
async function materialOf(
  ctx: GatewayContext,
  tenantId: number,
  { courseId, fileId }: { courseId: number; fileId: string },
) {
  const course = await courseOf(ctx.db, tenantId, courseId)
  return course && listsFile(course.materials, fileId) ? findFile(ctx, tenantId, fileId, null) : undefined
}

/**
 * My training (8507, every staff member's: a session is enough): the compulsory training assigned to me with its due
 * date and state, every course with its materials and coming sessions, the sessions I am in; enrolling and leaving a
 * session before it begins; a course's material files, and signed links to play its videos.
 */
export function myTrainingRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const session = { preHandler: requireSession(ctx) }

  serve(api, routes.overview, session, async (request) => {
    const auth = authOf(request)
    const self = await callerEmployee(ctx.db, auth, langOfRequest(request))
    const tenantId = auth.session.tenant_id
    const now = ctx.now()
    const today = dayOf(now)
    const courses = await ctx.db
      .selectFrom('training_course')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .execute()
    const sessions = await sessionsOf(
      ctx.db,
      tenantId,
      courses.map((c) => c.id),
    )
    const mine = await ctx.db
      .selectFrom('training_enrolment')
      .select(['session_id', 'attended'])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', self.id)
      .execute()
    const assignments = await ctx.db
      .selectFrom('training_assignment')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('due_date')
      .execute()
    const required = []
    for (const assignment of assignments) {
      const [me] = await assigneesOf(ctx.db, tenantId, assignment, today, [self])
      if (me)
        required.push({
          assignmentId: assignment.id,
          courseId: assignment.course_id,
          dueDate: assignment.due_date,
          state: me.state,
          completedAt: me.completedAt,
        })
    }
    return ok({
      today,
      required,
      courses: courses.map((course) => ({
        ...courseView(course),
        sessions: sessions
          .filter((s) => s.courseId === course.id && (s.startsAt > now || mine.some((m) => m.session_id === s.id)))
          .map((s) => {
            const enrolment = mine.find((m) => m.session_id === s.id)
            return {
              ...s,
              enrolled: s.enrolled,
              mine: enrolment !== undefined,
              attended: enrolment?.attended === null || !enrolment ? null : enrolment.attended === 1,
            }
          }),
      })),
    })
  })

  serve(api, routes.enrol, session, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const self = await callerEmployee(ctx.db, auth, lang)
    const tenantId = auth.session.tenant_id
    const found = await sessionOf(ctx.db, tenantId, request.body.sessionId)
    if (!found) throw trainingError(lang, 'sessionNotFound')
    if (Number(found.starts_at) <= ctx.now()) throw trainingError(lang, 'sessionOver')
    await enrol(ctx.db, lang, { tenantId, sessionId: found.id, employeeId: self.id, by: auth.user.id, now: ctx.now() })
    return ok({})
  })

  serve(api, routes.withdraw, session, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const self = await callerEmployee(ctx.db, auth, lang)
    const tenantId = auth.session.tenant_id
    const found = await sessionOf(ctx.db, tenantId, request.body.sessionId)
    if (!found) throw trainingError(lang, 'sessionNotFound')
    if (Number(found.starts_at) <= ctx.now()) throw trainingError(lang, 'sessionOver')
    await ctx.db
      .deleteFrom('training_enrolment')
      .where('tenant_id', '=', tenantId)
      .where('session_id', '=', found.id)
      .where('employee_id', '=', self.id)
      .execute()
    return ok({})
  })

  // Course materials are open to every staff member of the tenant: the file is sent from its owner's file centre.
  serve(api, routes.material, session, async (request, reply) => {
    const lang = langOfRequest(request)
    const tenantId = authOf(request).session.tenant_id
    const file = await materialOf(ctx, tenantId, request.body)
    if (!file) throw trainingError(lang, 'materialNotFound')
    return sendFile(ctx, request, reply, file)
  })

  // A signed link (about 1 day) to a course's material, served with Range requests: the course page's video player plays it.
  serve(api, routes.materialLink, session, async (request) => {
    const file = await materialOf(ctx, authOf(request).session.tenant_id, request.body)
    if (!file) throw trainingError(langOfRequest(request), 'materialNotFound')
    return ok({ url: gatewayLinkOf(ctx, file), type: file.type })
  })
}
