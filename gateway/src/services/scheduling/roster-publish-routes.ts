import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom } from '../../core/lang'
import { auditPaiban } from './audit'
import { PAIBAN_FUNCTIONS } from './functions'
import { daysOfMonth, departmentStaff } from './month'
import { markPublished } from './published'
import { rosterPublishedNotices } from './shift-notices'

const { shifts: routes } = contract.scheduling

/**
 * Publishing a department's month roster (800102): the people of the department the caller may see who are planned
 * that month are told, each of their own days with a shift, and from then on a change of their shifts that month tells
 * them. Publishing again tells them again (the roster as it is now).
 */
export function rosterPublishRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const edit = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.editShifts) }

  serve(api, routes.publish, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const { organId, month } = request.body
    const days = daysOfMonth(month, lang)
    const staff = await departmentStaff(ctx, session, organId, lang)
    const planned = staff.length
      ? await ctx.db
          .selectFrom('shift_roster')
          .select(['employee_id', 'shift_id'])
          .where('tenant_id', '=', session.tenant_id)
          .where(
            'employee_id',
            'in',
            staff.map((person) => person.id),
          )
          .where('day', '>=', days[0])
          .where('day', '<=', days[days.length - 1])
          .execute()
      : []
    // Per person planned that month: the days they work (a row without a shift is a rest day).
    const working = new Map<number, number>()
    for (const row of planned)
      working.set(row.employee_id, (working.get(row.employee_id) ?? 0) + (row.shift_id === null ? 0 : 1))
    const organ = await ctx.db
      .selectFrom('organ')
      .select('name')
      .where('tenant_id', '=', session.tenant_id)
      .where('id', '=', organId)
      .executeTakeFirst()
    const publishedAt = ctx.now()
    await ctx.db.transaction().execute(async (trx) => {
      await markPublished(trx, session.tenant_id, [...working.keys()], month, {
        userId: session.user_id,
        at: publishedAt,
      })
      await rosterPublishedNotices(
        { db: trx, now: ctx.now },
        { tenantId: session.tenant_id, month, organ: organ?.name ?? '', publishedAt, days: working },
      )
    })
    await auditPaiban(
      ctx,
      { tenantId: session.tenant_id, userId: session.user_id },
      'rosterPublished',
      PAIBAN_FUNCTIONS.editShifts,
      { organId, month, people: working.size },
    )
    return ok({ people: working.size, publishedAt })
  })
}
