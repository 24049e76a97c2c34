import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom } from '../../core/lang'
import { monthAround, peopleWhose } from './affected'
import { auditPaiban } from './audit'
import { attendanceChanged } from './changes'
import { paibanError, paibanWord } from './errors'
import { PAIBAN_FUNCTIONS } from './functions'
import { weekOf } from './plan-context'
import { shiftsOf } from './roster-routes'
import { checkShift } from './shift-check'
import { toShiftRule } from './shift-rule'

const { shiftTypes: routes } = contract.scheduling

/**
 * Shift types (function 8102; changes 810201): every rule the day judgement reads. Save checks that the times fit
 * (shift-check.ts); delete is refused while a group's week pattern or the roster uses the shift. The people working
 * a changed shift this month are recomputed.
 */
export function shiftTypeRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.shiftTypes) }
  const edit = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.editShiftTypes) }

  serve(api, routes.list, view, async (request) => {
    const { session } = authOf(request)
    return ok((await shiftsOf(ctx.db, session.tenant_id)).map(toShiftRule))
  })

  serve(api, routes.save, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const body = request.body
    checkShift(body, lang)
    const values = {
      name_zh: body.nameZh.trim(),
      name_en: body.nameEn.trim(),
      start_time: body.start,
      end_time: body.end,
      breaks: JSON.stringify(body.breaks),
      flex_minutes: body.flexMinutes,
      late_grace_minutes: body.lateGraceMinutes,
      early_grace_minutes: body.earlyGraceMinutes,
      absent_after_minutes: body.absentAfterMinutes,
      min_hours: body.minHours,
    }
    const shiftId = await ctx.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('shift').select(['id', 'sort']).where('tenant_id', '=', tenantId).execute()
      if (body.id !== undefined) {
        if (!rows.some((r) => r.id === body.id)) throw paibanError(lang, 'shiftNotFound')
        await trx.updateTable('shift').set(values).where('tenant_id', '=', tenantId).where('id', '=', body.id).execute()
        return body.id
      }
      const next = Math.max(0, ...rows.map((r) => r.id)) + 1
      await trx
        .insertInto('shift')
        .values({ tenant_id: tenantId, id: next, sort: Math.max(-1, ...rows.map((r) => r.sort)) + 1, ...values })
        .execute()
      return next
    })
    await auditPaiban(ctx, { tenantId, userId: session.user_id }, 'shiftTypeSave', PAIBAN_FUNCTIONS.editShiftTypes, {
      id: shiftId,
      start: body.start,
      end: body.end,
    })
    if (body.id !== undefined) {
      const { from, to } = monthAround(ctx.now())
      await attendanceChanged(
        ctx,
        tenantId,
        await peopleWhose(ctx.db, tenantId, from, to, (p) => p.shift?.id === shiftId),
        from,
        to,
      )
    }
    return ok({ id: shiftId })
  })

  serve(api, routes.delete, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const shiftId = request.body.id
    const [shift, groups, rostered] = await Promise.all([
      ctx.db
        .selectFrom('shift')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', shiftId)
        .executeTakeFirst(),
      ctx.db.selectFrom('att_group').select(['name', 'week']).where('tenant_id', '=', tenantId).execute(),
      ctx.db
        .selectFrom('shift_roster')
        .select('day')
        .where('tenant_id', '=', tenantId)
        .where('shift_id', '=', shiftId)
        .limit(1)
        .executeTakeFirst(),
    ])
    if (!shift) throw paibanError(lang, 'shiftNotFound')
    const group = groups.find((g) => weekOf(g.week).includes(shiftId))
    if (group) throw paibanError(lang, 'shiftInUse', { what: paibanWord(lang, 'aGroupPattern', { name: group.name }) })
    if (rostered) throw paibanError(lang, 'shiftInUse', { what: paibanWord(lang, 'theRoster') })
    await ctx.db.deleteFrom('shift').where('tenant_id', '=', tenantId).where('id', '=', shiftId).execute()
    await auditPaiban(ctx, { tenantId, userId: session.user_id }, 'shiftTypeDelete', PAIBAN_FUNCTIONS.editShiftTypes, {
      id: shiftId,
    })
    return ok({ id: shiftId })
  })
}
