import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import { audit } from '../audit'
import { TRAINING_FUNCTIONS as F } from '../functions'
import { nextId } from '../next-id'
import { trainingError, trainingWord } from '../texts'
import { courseOf, sessionOf } from './course-store'

const { sessions: routes } = contract.training

/** How many are enrolled in a session. */
export const enrolledIn = async (db: Db, tenantId: number, sessionId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('training_enrolment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow()
    ).n,
  )

/** Enrols a person in a session unless they are in it already; refuses a full session. Answers whether a row was added. */
export async function enrol(
  db: Db,
  lang: Lang,
  input: { tenantId: number; sessionId: number; employeeId: number; by: number; now: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const session = await sessionOf(trx, input.tenantId, input.sessionId)
    if (!session) throw trainingError(lang, 'sessionNotFound')
    const there = await trx
      .selectFrom('training_enrolment')
      .select('employee_id')
      .where('tenant_id', '=', input.tenantId)
      .where('session_id', '=', session.id)
      .where('employee_id', '=', input.employeeId)
      .executeTakeFirst()
    if (there) return false
    if ((await enrolledIn(trx, input.tenantId, session.id)) >= session.capacity)
      throw trainingError(lang, 'sessionFull', { capacity: session.capacity })
    await trx
      .insertInto('training_enrolment')
      .values({
        tenant_id: input.tenantId,
        session_id: session.id,
        employee_id: input.employeeId,
        enrolled_by: input.by,
        enrolled_at: input.now,
        attended: null,
      })
      .execute()
    return true
  })
}

/** Sessions of a course (850101 plans them) and their people: HR enrols staff and marks attendance (850102). */
export function sessionRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const edit = { preHandler: requireFunction(ctx, F.editCourses) }
  const people = { preHandler: requireFunction(ctx, F.enrolment) }

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    if (!(await courseOf(ctx.db, tenantId, body.courseId))) throw trainingError(lang, 'courseNotFound')
    if (body.endsAt <= body.startsAt)
      throw trainingError(lang, 'badSession', { reason: trainingWord(lang, 'badTimes') })
    const values = {
      course_id: body.courseId,
      starts_at: body.startsAt,
      ends_at: body.endsAt,
      place: body.place.trim(),
      capacity: body.capacity,
    }
    const sessionId = await ctx.db.transaction().execute(async (trx) => {
      if (body.id !== undefined) {
        const old = await sessionOf(trx, tenantId, body.id)
        if (!old || old.course_id !== body.courseId) throw trainingError(lang, 'sessionNotFound')
        const count = await enrolledIn(trx, tenantId, old.id)
        if (count > body.capacity)
          throw trainingError(lang, 'badSession', { reason: trainingWord(lang, 'capacityBelow', { count }) })
        await trx
          .updateTable('training_session')
          .set(values)
          .where('tenant_id', '=', tenantId)
          .where('id', '=', old.id)
          .execute()
        return old.id
      }
      const next = await nextId(trx, 'training_session', tenantId)
      await trx
        .insertInto('training_session')
        .values({ tenant_id: tenantId, id: next, ...values })
        .execute()
      return next
    })
    await audit(ctx.db, auth, 'sessionSave', { id: sessionId, ...values }, ctx.now())
    return ok({ id: sessionId })
  })

  serve(api, routes.remove, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const session = await sessionOf(ctx.db, tenantId, request.body.id)
    if (!session) throw trainingError(lang, 'sessionNotFound')
    if ((await enrolledIn(ctx.db, tenantId, session.id)) > 0)
      throw trainingError(lang, 'inUse', { what: trainingWord(lang, 'aSession') })
    await ctx.db.deleteFrom('training_session').where('tenant_id', '=', tenantId).where('id', '=', session.id).execute()
    await audit(ctx.db, auth, 'sessionRemove', { id: session.id }, ctx.now())
    return ok({ id: session.id })
  })

  serve(api, routes.enrol, people, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { sessionId, employeeIds } = request.body
    const found = await ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', employeeIds)
      .where('status', '=', 1)
      .execute()
    if (found.length !== employeeIds.length) throw trainingError(lang, 'employeeNotFound')
    let added = 0
    for (const employeeId of employeeIds)
      added += (await enrol(ctx.db, lang, { tenantId, sessionId, employeeId, by: auth.user.id, now: ctx.now() }))
        ? 1
        : 0
    await audit(ctx.db, auth, 'enrol', { sessionId, employeeIds }, ctx.now())
    return ok({ added })
  })

  serve(api, routes.unenrol, people, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const removed = await ctx.db
      .deleteFrom('training_enrolment')
      .where('tenant_id', '=', tenantId)
      .where('session_id', '=', request.body.sessionId)
      .where('employee_id', '=', request.body.employeeId)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) throw trainingError(langOfRequest(request), 'sessionNotFound')
    await audit(ctx.db, auth, 'unenrol', request.body, ctx.now())
    return ok({})
  })

  serve(api, routes.attendance, people, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const { sessionId, employeeId, attended } = request.body
    const marked = await ctx.db
      .updateTable('training_enrolment')
      .set({ attended: attended ? 1 : 0 })
      .where('tenant_id', '=', tenantId)
      .where('session_id', '=', sessionId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirst()
    if (Number(marked.numUpdatedRows) === 0) throw trainingError(langOfRequest(request), 'sessionNotFound')
    await audit(ctx.db, auth, 'attendance', request.body, ctx.now())
    return ok({})
  })
}
