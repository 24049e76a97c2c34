import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { inScope, staffScopeOf } from '../../access'
import { completionsOf } from '../courses/course-store'
import { callerEmployee, employeeOf } from '../people'
import { totalOf } from '../take/attempt'
import { trainingError } from '../texts'

const { records: routes } = contract.training

/** The employee record's function (personnel app, menu 1101): who may read a record may read its training. */
const RECORDS_FUNCTION = '1101'

/** One person's training record: the courses they completed and their exam results (marked exams only). */
async function recordOf(db: Db, tenantId: number, employeeId: number) {
  const courses = await completionsOf(db, tenantId, [employeeId])
  const attempts = await db
    .selectFrom('exam_attempt')
    .innerJoin('exam', (join) =>
      join.onRef('exam.tenant_id', '=', 'exam_attempt.tenant_id').onRef('exam.id', '=', 'exam_attempt.exam_id'),
    )
    .selectAll('exam_attempt')
    .select(['exam.title'])
    .where('exam_attempt.tenant_id', '=', tenantId)
    .where('exam_attempt.employee_id', '=', employeeId)
    .where('exam_attempt.state', '=', 'marked')
    .orderBy('exam_attempt.submitted_at', 'desc')
    .execute()
  return {
    courses: courses.map(({ courseId, title, completedAt }) => ({ courseId, title, completedAt })),
    exams: attempts.map((a) => ({
      examId: a.exam_id,
      title: a.title,
      score: a.score ?? 0,
      total: totalOf(a),
      passed: a.passed === 1,
      submittedAt: Number(a.submitted_at),
    })),
  }
}

/** Training on the employee record (the personnel app's record page): as the record, within the reader's data range; and one's own. */
export function recordRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.person, { preHandler: requireFunction(ctx, RECORDS_FUNCTION) }, async (request) => {
    const { session } = authOf(request)
    const person = await employeeOf(ctx.db, session.tenant_id, request.body.employeeId)
    if (!person || !inScope(await staffScopeOf(ctx, session), person))
      throw trainingError(langOfRequest(request), 'employeeNotFound')
    return ok(await recordOf(ctx.db, session.tenant_id, person.id))
  })

  serve(api, routes.mine, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const self = await callerEmployee(ctx.db, auth, langOfRequest(request))
    return ok(await recordOf(ctx.db, auth.session.tenant_id, self.id))
  })
}
