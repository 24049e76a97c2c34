import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom } from '../../core/lang'
import { monthAround } from './affected'
import { auditPaiban } from './audit'
import { attendanceChanged } from './changes'
import { paibanError } from './errors'
import { PAIBAN_FUNCTIONS } from './functions'
import { checkGroup, writeGroup } from './group-save'
import { offerRulesOfRow } from './offer-rules'
import { refuseLocked } from './roster-routes'
import { groupOf, planContext, weekOf } from './plan-context'

const { groups: routes } = contract.scheduling

/**
 * Attendance groups (function 8103; changes 810301): each group's calendar, its mode (the week pattern or the roster),
 * its members (departments with their sub-departments, or people), its clock-in places and its rules for offering
 * overtime from punches. Saving or deleting one
 * recomputes this month of everyone whose group it was or becomes.
 */
export function groupRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.groups) }
  const edit = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.editGroups) }
  /** Who is in which group today: person → group id (null: none). */
  const membership = async (tenantId: number) => {
    const today = new Date(ctx.now()).toISOString().slice(0, 10)
    const [context, staff] = await Promise.all([
      planContext(ctx.db, tenantId, today, today),
      ctx.db
        .selectFrom('employee')
        .select(['id', 'organ_id'])
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 1)
        .execute(),
    ])
    const memo = new Map<number, number | null>()
    return new Map(staff.map((s) => [s.id, groupOf(context, s.id, s.organ_id, memo)?.id ?? null]))
  }
  const recompute = async (tenantId: number, before: Map<number, number | null>, groupId: number) => {
    const after = await membership(tenantId)
    const touched = [...new Set([...before, ...after].filter(([, g]) => g === groupId).map(([person]) => person))]
    const { from, to } = monthAround(ctx.now())
    await attendanceChanged(ctx, tenantId, touched, from, to)
  }

  serve(api, routes.list, view, async (request) => {
    const { session } = authOf(request)
    const tenantId = session.tenant_id
    const [groups, members, places, calendars, organs, counts] = await Promise.all([
      ctx.db.selectFrom('att_group').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
      ctx.db
        .selectFrom('att_group_member')
        .leftJoin('employee', (join) =>
          join
            .onRef('employee.tenant_id', '=', 'att_group_member.tenant_id')
            .onRef('employee.id', '=', 'att_group_member.employee_id'),
        )
        .select([
          'att_group_member.group_id',
          'att_group_member.organ_id',
          'att_group_member.employee_id',
          'employee.name',
          'employee.job_number',
        ])
        .where('att_group_member.tenant_id', '=', tenantId)
        .execute(),
      ctx.db.selectFrom('att_group_place').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
      ctx.db
        .selectFrom('work_calendar')
        .select(['id', 'name_zh', 'name_en'])
        .where('tenant_id', '=', tenantId)
        .execute(),
      ctx.db.selectFrom('organ').select(['id', 'name']).where('tenant_id', '=', tenantId).execute(),
      membership(tenantId),
    ])
    return ok(
      groups.map((g) => {
        const calendar = calendars.find((c) => c.id === g.calendar_id)
        const mine = members.filter((m) => m.group_id === g.id)
        return {
          id: g.id,
          name: g.name,
          calendarId: g.calendar_id,
          calendarNameZh: calendar?.name_zh ?? '',
          calendarNameEn: calendar?.name_en ?? '',
          mode: g.mode as 'fixed' | 'roster',
          week: weekOf(g.week),
          organs: mine
            .filter((m) => m.organ_id !== null)
            .map((m) => ({ id: m.organ_id!, name: organs.find((o) => o.id === m.organ_id)?.name ?? '' })),
          people: mine
            .filter((m) => m.employee_id !== null)
            .map((m) => ({ id: m.employee_id!, name: m.name ?? '', jobNumber: m.job_number ?? '' })),
          places: places
            .filter((p) => p.group_id === g.id)
            .map((p) => ({
              id: p.id,
              name: p.name,
              lat: Number(p.lat),
              lng: Number(p.lng),
              radius: Number(p.radius_m),
            })),
          headcount: [...counts.values()].filter((groupId) => groupId === g.id).length,
          overtimeOffer: offerRulesOfRow(g),
        }
      }),
    )
  })

  serve(api, routes.save, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const body = request.body
    if (body.id !== undefined) {
      const found = await ctx.db
        .selectFrom('att_group')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', body.id)
        .executeTakeFirst()
      if (!found) throw paibanError(lang, 'groupNotFound')
    }
    await checkGroup(ctx.db, tenantId, body, lang)
    // Groups change the plans of this month: not while it is locked.
    await refuseLocked(ctx.db, tenantId, new Date(ctx.now()).toISOString().slice(0, 7), lang)
    const before = await membership(tenantId)
    const groupId = await ctx.db.transaction().execute((trx) => writeGroup(trx, tenantId, body))
    await auditPaiban(ctx, { tenantId, userId: session.user_id }, 'groupSave', PAIBAN_FUNCTIONS.editGroups, {
      id: groupId,
      mode: body.mode,
      organs: body.organIds.length,
      people: body.employeeIds.length,
      places: body.places.length,
      overtimeOffer: body.overtimeOffer?.enabled ?? null,
    })
    await recompute(tenantId, before, groupId)
    return ok({ id: groupId })
  })

  serve(api, routes.delete, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const groupId = request.body.id
    const found = await ctx.db
      .selectFrom('att_group')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', groupId)
      .executeTakeFirst()
    if (!found) throw paibanError(lang, 'groupNotFound')
    await refuseLocked(ctx.db, tenantId, new Date(ctx.now()).toISOString().slice(0, 7), lang)
    const before = await membership(tenantId)
    await ctx.db.transaction().execute(async (trx) => {
      for (const table of ['att_group_member', 'att_group_place'] as const)
        await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('group_id', '=', groupId).execute()
      await trx.deleteFrom('att_group').where('tenant_id', '=', tenantId).where('id', '=', groupId).execute()
    })
    await auditPaiban(ctx, { tenantId, userId: session.user_id }, 'groupDelete', PAIBAN_FUNCTIONS.editGroups, {
      id: groupId,
    })
    await recompute(tenantId, before, groupId)
    return ok({ id: groupId })
  })
}
