import { contract, type BodyOf } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import { findFile } from '../../files'
import { audit } from '../audit'
import { TRAINING_FUNCTIONS as F } from '../functions'
import { nextId } from '../next-id'
import { trainingError, trainingWord } from '../texts'
import { courseOf, courseView, sessionsOf, type Material } from './course-store'

const { courses: routes } = contract.training

/** A material as a saver sends it (a link's url or a file's id, checked here). */
type MaterialInput = BodyOf<typeof routes.save>['materials'][number]

/** Courses (8501; 850101 changes them): title, summary, materials (file-centre files by reference, links), their sessions. */
export function courseRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, F.courses) }
  const edit = { preHandler: requireFunction(ctx, F.editCourses) }

  serve(api, routes.list, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const rows = await ctx.db
      .selectFrom('training_course')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .execute()
    const sessions = await sessionsOf(
      ctx.db,
      tenantId,
      rows.map((row) => row.id),
    )
    return ok({
      courses: rows.map((row) => ({ ...courseView(row), sessions: sessions.filter((s) => s.courseId === row.id) })),
    })
  })

  serve(api, routes.detail, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const course = await courseOf(ctx.db, tenantId, request.body.id)
    if (!course) throw trainingError(langOfRequest(request), 'courseNotFound')
    const sessions = await sessionsOf(ctx.db, tenantId, [course.id])
    const people =
      sessions.length === 0
        ? []
        : await ctx.db
            .selectFrom('training_enrolment')
            .innerJoin('employee', (join) =>
              join
                .onRef('employee.tenant_id', '=', 'training_enrolment.tenant_id')
                .onRef('employee.id', '=', 'training_enrolment.employee_id'),
            )
            .select([
              'training_enrolment.session_id',
              'employee.id',
              'employee.name',
              'employee.job_number',
              'training_enrolment.attended',
            ])
            .where('training_enrolment.tenant_id', '=', tenantId)
            .where(
              'training_enrolment.session_id',
              'in',
              sessions.map((s) => s.id),
            )
            .orderBy('employee.job_number')
            .execute()
    return ok({
      ...courseView(course),
      sessions: sessions.map((session) => ({
        ...session,
        people: people
          .filter((p) => p.session_id === session.id)
          .map((p) => ({
            employeeId: p.id,
            name: p.name,
            jobNumber: p.job_number,
            attended: p.attended === null ? null : p.attended === 1,
          })),
      })),
    })
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    if (!body.title.trim()) throw trainingError(lang, 'badCourse', { reason: trainingWord(lang, 'noTitle') })
    const old = body.id === undefined ? undefined : await courseOf(ctx.db, tenantId, body.id)
    if (body.id !== undefined && !old) throw trainingError(lang, 'courseNotFound')
    const materials = await checkMaterials(
      ctx,
      lang,
      { tenantId, userId: auth.user.id },
      body.materials,
      old ? (JSON.parse(old.materials) as Material[]) : [],
    )
    const now = ctx.now()
    const values = {
      title: body.title.trim(),
      summary: body.summary.trim(),
      materials: JSON.stringify(materials),
      updated_at: now,
    }
    const courseId = await ctx.db.transaction().execute(async (trx) => {
      if (old) {
        await trx
          .updateTable('training_course')
          .set(values)
          .where('tenant_id', '=', tenantId)
          .where('id', '=', old.id)
          .execute()
        return old.id
      }
      const next = await nextId(trx, 'training_course', tenantId)
      await trx
        .insertInto('training_course')
        .values({ tenant_id: tenantId, id: next, created_at: now, ...values })
        .execute()
      return next
    })
    await audit(ctx.db, auth, 'courseSave', { id: courseId, title: values.title }, now)
    return ok({ id: courseId })
  })

  serve(api, routes.remove, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const course = await courseOf(ctx.db, tenantId, request.body.id)
    if (!course) throw trainingError(lang, 'courseNotFound')
    const sessions = await sessionsOf(ctx.db, tenantId, [course.id])
    if (sessions.some((s) => s.enrolled > 0))
      throw trainingError(lang, 'inUse', { what: trainingWord(lang, 'aSession') })
    const assigned = await ctx.db
      .selectFrom('training_assignment')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('course_id', '=', course.id)
      .executeTakeFirst()
    if (assigned) throw trainingError(lang, 'inUse', { what: trainingWord(lang, 'anAssignment') })
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('training_session')
        .where('tenant_id', '=', tenantId)
        .where('course_id', '=', course.id)
        .execute()
      await trx.deleteFrom('training_course').where('tenant_id', '=', tenantId).where('id', '=', course.id).execute()
    })
    await audit(ctx.db, auth, 'courseRemove', { id: course.id, title: course.title }, ctx.now())
    return ok({ id: course.id })
  })
}

/**
 * Links must be http(s); a file or video must be the saver's own in the file centre (or already on the course: another
 * HR member may edit it), and a video one the file centre took as a video. A file's name is taken from the file centre.
 */
async function checkMaterials(
  ctx: GatewayContext,
  lang: Lang,
  owner: { tenantId: number; userId: number },
  materials: MaterialInput[],
  before: Material[],
): Promise<Material[]> {
  const out: Material[] = []
  for (const material of materials) {
    if (material.kind === 'link') {
      const url = (material.url ?? '').trim()
      if (!/^https?:\/\/\S+$/i.test(url))
        throw trainingError(lang, 'badCourse', { reason: trainingWord(lang, 'badLink') })
      out.push({ kind: 'link', url, name: material.name.trim() || url })
      continue
    }
    const kept = before.find(
      (old) => old.kind !== 'link' && old.kind === material.kind && old.fileId === material.fileId,
    )
    const file = kept ? undefined : await findFile(ctx, owner.tenantId, material.fileId ?? '', owner.userId)
    if (!kept && !file) throw trainingError(lang, 'badCourse', { reason: trainingWord(lang, 'unknownFile') })
    if (file && material.kind === 'video' && !file.type.startsWith('video/'))
      throw trainingError(lang, 'badCourse', { reason: trainingWord(lang, 'notVideo') })
    out.push({
      kind: material.kind === 'video' ? 'video' : 'file',
      fileId: material.fileId!,
      name: kept ? kept.name : file!.name,
    })
  }
  return out
}
