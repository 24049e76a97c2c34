import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom, type Lang } from '../../core/lang'
import { peopleWhose } from './affected'
import { auditPaiban } from './audit'
import { attendanceChanged } from './changes'
import { paibanError, paibanWord } from './errors'
import { PAIBAN_FUNCTIONS } from './functions'

const { calendars: routes } = contract.scheduling

/** The tenant's calendar, or throws calendarNotFound. */
export async function calendarOf(db: Db, tenantId: number, calendarId: number, lang: Lang) {
  const row = await db
    .selectFrom('work_calendar')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', calendarId)
    .executeTakeFirst()
  if (!row) throw paibanError(lang, 'calendarNotFound')
  return row
}

const validZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * Work calendars (function 8101; changes 810101): the tenant's calendars with the groups using each, save one
 * (its names, its IANA time zone, whether it is the default of people in no group), delete one no group uses.
 */
export function calendarRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.calendars) }
  const edit = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.editCalendars) }

  serve(api, routes.list, view, async (request) => {
    const { session } = authOf(request)
    const [calendars, groups] = await Promise.all([
      ctx.db.selectFrom('work_calendar').selectAll().where('tenant_id', '=', session.tenant_id).orderBy('id').execute(),
      ctx.db
        .selectFrom('att_group')
        .select(['id', 'name', 'calendar_id'])
        .where('tenant_id', '=', session.tenant_id)
        .orderBy('id')
        .execute(),
    ])
    return ok(
      calendars.map((row) => ({
        id: row.id,
        nameZh: row.name_zh,
        nameEn: row.name_en,
        timeZone: row.time_zone,
        isDefault: row.is_default === 1,
        groups: groups.filter((g) => g.calendar_id === row.id).map((g) => ({ id: g.id, name: g.name })),
      })),
    )
  })

  serve(api, routes.save, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const tenantId = session.tenant_id
    const body = request.body
    if (!validZone(body.timeZone))
      throw paibanError(lang, 'badCalendar', { reason: paibanWord(lang, 'badTimeZone', { zone: body.timeZone }) })
    const values = { name_zh: body.nameZh.trim(), name_en: body.nameEn.trim(), time_zone: body.timeZone }
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('work_calendar')
        .select(['id', 'is_default'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute()
      if (body.id !== undefined && !existing.some((c) => c.id === body.id)) throw paibanError(lang, 'calendarNotFound')
      // The first calendar is the default; the default stays one until another takes its place.
      const makeDefault =
        body.isDefault === true ||
        existing.length === 0 ||
        (body.id !== undefined && existing.find((c) => c.id === body.id)!.is_default === 1)
      if (makeDefault)
        await trx.updateTable('work_calendar').set({ is_default: 0 }).where('tenant_id', '=', tenantId).execute()
      const calendarId = body.id ?? Math.max(0, ...existing.map((c) => c.id)) + 1
      if (body.id === undefined) {
        await trx
          .insertInto('work_calendar')
          .values({ tenant_id: tenantId, id: calendarId, ...values, is_default: makeDefault ? 1 : 0 })
          .execute()
      } else {
        await trx
          .updateTable('work_calendar')
          .set({ ...values, is_default: makeDefault ? 1 : 0 })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', calendarId)
          .execute()
      }
      return calendarId
    })
    await auditPaiban(ctx, { tenantId, userId: session.user_id }, 'calendarSave', PAIBAN_FUNCTIONS.editCalendars, {
      id: saved,
      ...values,
      isDefault: body.isDefault === true,
    })
    // A new default or another time zone may change how the people of the calendar are judged this month.
    const today = new Date(ctx.now()).toISOString().slice(0, 10)
    const from = `${today.slice(0, 7)}-01`
    await attendanceChanged(
      ctx,
      tenantId,
      await peopleWhose(ctx.db, tenantId, today, today, (p) => p.calendarId === saved),
      from,
      today,
    )
    return ok({ id: saved })
  })

  serve(api, routes.delete, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const calendar = await calendarOf(ctx.db, session.tenant_id, request.body.id, lang)
    const used = await ctx.db
      .selectFrom('att_group')
      .select('id')
      .where('tenant_id', '=', session.tenant_id)
      .where('calendar_id', '=', calendar.id)
      .executeTakeFirst()
    if (calendar.is_default === 1 || used) throw paibanError(lang, 'calendarInUse')
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('calendar_day')
        .where('tenant_id', '=', session.tenant_id)
        .where('calendar_id', '=', calendar.id)
        .execute()
      await trx
        .deleteFrom('work_calendar')
        .where('tenant_id', '=', session.tenant_id)
        .where('id', '=', calendar.id)
        .execute()
    })
    await auditPaiban(
      ctx,
      { tenantId: session.tenant_id, userId: session.user_id },
      'calendarDelete',
      PAIBAN_FUNCTIONS.editCalendars,
      { id: calendar.id },
    )
    return ok({ id: calendar.id })
  })
}
