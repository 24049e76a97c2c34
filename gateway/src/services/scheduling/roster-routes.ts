import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { functionIdsOf } from '../../core/auth/functions'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom, type Lang } from '../../core/lang'
import { auditPaiban } from './audit'
import { monthDayKinds } from './day-kinds'
import { attendanceChanged } from './changes'
import { paibanError } from './errors'
import { PAIBAN_FUNCTIONS } from './functions'
import { isMonthLocked } from './locks'
import { daysOfMonth, departmentStaff } from './month'
import { lastPublished } from './published'
import { noticeOfSet, noticesOfFill, plannedOf } from './roster-change-notices'

const { shifts: routes } = contract.scheduling

export const shiftsOf = (db: Db, tenantId: number) =>
  db.selectFrom('shift').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute()

/** Refuses a change of a locked month (monthLocked). */
export async function refuseLocked(db: Db, tenantId: number, month: string, lang: Lang): Promise<void> {
  if (await isMonthLocked(db, tenantId, month)) throw paibanError(lang, 'monthLocked', { month })
}

/**
 * The shift table (roster): the tenant's shifts and a department's month roster, each employee's shift or rest per
 * day (function 8002), with each day's kind in the default calendar (and a person's own where their calendar differs), set
 * one day or fill a week pattern (800102). Staff outside the caller's data range are neither
 * shown nor changed; a locked month is not changed. Groups in roster mode plan their days from it.
 */
export function rosterRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.shiftTable) }
  const edit = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.editShifts) }

  serve(api, routes.list, view, async (request) => {
    const { session } = authOf(request)
    return ok((await shiftsOf(ctx.db, session.tenant_id)).map(toShift))
  })

  serve(api, routes.roster, view, async (request) => {
    const { session, user } = authOf(request)
    const lang = langFrom(request)
    const days = daysOfMonth(request.body.month, lang)
    const staff = await departmentStaff(ctx, session, request.body.organId, lang)
    const rows =
      staff.length === 0
        ? []
        : await ctx.db
            .selectFrom('shift_roster')
            .selectAll()
            .where('tenant_id', '=', session.tenant_id)
            .where(
              'employee_id',
              'in',
              staff.map((s) => s.id),
            )
            .where('day', '>=', days[0])
            .where('day', '<=', days[days.length - 1])
            .execute()
    const canEdit =
      user.is_super === 1 || (await functionIdsOf(ctx.db, user.id, session.tenant_id)).has(PAIBAN_FUNCTIONS.editShifts)
    const kinds = await monthDayKinds(
      ctx.db,
      session.tenant_id,
      staff.map((s) => s.id),
      days,
      lang,
    )
    return ok({
      month: request.body.month,
      days,
      dayKinds: kinds.days,
      canEdit,
      locked: await isMonthLocked(ctx.db, session.tenant_id, request.body.month),
      publishedAt: await lastPublished(
        ctx.db,
        session.tenant_id,
        staff.map((s) => s.id),
        request.body.month,
      ),
      shifts: (await shiftsOf(ctx.db, session.tenant_id)).map(toShift),
      employees: staff.map((s) => ({
        id: s.id,
        name: s.name,
        jobNumber: s.job_number,
        // Per day: a shift id, 0 for rest; days not planned are left out.
        days: Object.fromEntries(rows.filter((r) => r.employee_id === s.id).map((r) => [r.day, r.shift_id ?? 0])),
        ...(kinds.people.has(s.id) ? { dayKinds: kinds.people.get(s.id) } : {}),
      })),
    })
  })

  serve(api, routes.set, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const { organId, employeeId, day, shiftId } = request.body
    const days = daysOfMonth(day.slice(0, 7), lang)
    if (!days.includes(day)) throw paibanError(lang, 'outOfScope')
    const staff = await departmentStaff(ctx, session, organId, lang)
    if (!staff.some((s) => s.id === employeeId)) throw paibanError(lang, 'outOfScope')
    await checkShifts(ctx.db, session.tenant_id, [shiftId], lang)
    await refuseLocked(ctx.db, session.tenant_id, day.slice(0, 7), lang)
    const before = await plannedOf(ctx.db, session.tenant_id, [employeeId], day, day)
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('shift_roster')
        .where('tenant_id', '=', session.tenant_id)
        .where('employee_id', '=', employeeId)
        .where('day', '=', day)
        .execute()
      await trx
        .insertInto('shift_roster')
        .values({ tenant_id: session.tenant_id, employee_id: employeeId, day, shift_id: shiftId || null })
        .execute()
      await noticeOfSet({ db: trx, now: ctx.now }, session.tenant_id, { employeeId, day, shiftId }, before)
    })
    await auditPaiban(
      ctx,
      { tenantId: session.tenant_id, userId: session.user_id },
      'shiftSet',
      PAIBAN_FUNCTIONS.editShifts,
      { employeeId, day, shiftId },
    )
    await attendanceChanged(ctx, session.tenant_id, [employeeId], day, day)
    return ok({ employeeId, day, shiftId })
  })

  /** Fills the month of the chosen employees with a week pattern: 7 entries, Monday first, a shift id or 0 for rest. */
  serve(api, routes.fillWeek, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const { organId, employeeIds, week } = request.body
    const days = daysOfMonth(request.body.month, lang)
    const staff = new Set((await departmentStaff(ctx, session, organId, lang)).map((s) => s.id))
    if (employeeIds.some((e) => !staff.has(e))) throw paibanError(lang, 'outOfScope')
    await checkShifts(ctx.db, session.tenant_id, week, lang)
    await refuseLocked(ctx.db, session.tenant_id, request.body.month, lang)
    const before = await plannedOf(ctx.db, session.tenant_id, employeeIds, days[0], days[days.length - 1])
    const rows = employeeIds.flatMap((employee_id) =>
      days.map((day) => {
        const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
        return { tenant_id: session.tenant_id, employee_id, day, shift_id: week[weekday] || null }
      }),
    )
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('shift_roster')
        .where('tenant_id', '=', session.tenant_id)
        .where('employee_id', 'in', employeeIds)
        .where('day', '>=', days[0])
        .where('day', '<=', days[days.length - 1])
        .execute()
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto('shift_roster')
          .values(rows.slice(i, i + 500))
          .execute()
      await noticesOfFill({ db: trx, now: ctx.now }, session.tenant_id, request.body.month, before, rows)
    })
    await auditPaiban(
      ctx,
      { tenantId: session.tenant_id, userId: session.user_id },
      'shiftFillWeek',
      PAIBAN_FUNCTIONS.editShifts,
      { month: request.body.month, people: employeeIds.length, week },
    )
    await attendanceChanged(ctx, session.tenant_id, employeeIds, days[0], days[days.length - 1])
    return ok({ count: rows.length })
  })
}

async function checkShifts(db: Db, tenantId: number, ids: number[], lang: Lang): Promise<void> {
  const wanted = [...new Set(ids.filter((i) => i > 0))]
  if (wanted.length === 0) return
  const found = await db
    .selectFrom('shift')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', wanted)
    .execute()
  if (found.length !== wanted.length) throw paibanError(lang, 'shiftNotFound')
}

const toShift = (row: { id: number; name_zh: string; name_en: string; start_time: string; end_time: string }) => ({
  id: row.id,
  nameZh: row.name_zh,
  nameEn: row.name_en,
  startTime: row.start_time,
  endTime: row.end_time,
})
