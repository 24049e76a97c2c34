import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom } from '../../core/lang'
import { peopleWhose } from './affected'
import { auditPaiban } from './audit'
import { calendarOf } from './calendar-routes'
import { attendanceChanged } from './changes'
import { parseDate, runsOf } from './days'
import { paibanError, paibanWord } from './errors'
import { PAIBAN_FUNCTIONS } from './functions'
import { importHolidays } from './import/import-holidays'
import { lockedMonthsBetween } from './locks'
import { isStatutoryDay, statutoryOfRow } from './statutory-days'

const { calendars: routes } = contract.scheduling

/**
 * The days of a calendar (function 8101; changes 810101): a year's holidays and make-up working days, save or remove
 * one, import a holiday file (ICS or CSV). A day of a locked month does not change; the people on the calendar are
 * recomputed for the days that did.
 */
export function calendarDayRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.calendars) }
  const edit = { preHandler: requireFunction(ctx, PAIBAN_FUNCTIONS.editCalendars) }
  // Each run of consecutive days on its own: a file's holidays of three years (a yearly event) are a few days to
  // recompute, not every day of the three years.
  const changed = async (tenantId: number, calendarId: number, days: string[]) => {
    for (const [from, to] of runsOf(days)) {
      await attendanceChanged(
        ctx,
        tenantId,
        await peopleWhose(ctx.db, tenantId, from, to, (p) => p.calendarId === calendarId),
        from,
        to,
      )
    }
  }

  serve(api, routes.days, view, async (request) => {
    const { session } = authOf(request)
    const calendar = await calendarOf(ctx.db, session.tenant_id, request.body.calendarId, langFrom(request))
    const { year } = request.body
    const rows = await ctx.db
      .selectFrom('calendar_day')
      .selectAll()
      .where('tenant_id', '=', session.tenant_id)
      .where('calendar_id', '=', calendar.id)
      .where('day', '>=', `${year}-01-01`)
      .where('day', '<=', `${year}-12-31`)
      .orderBy('day')
      .execute()
    const locked = await lockedMonthsBetween(ctx.db, session.tenant_id, `${year}-01-01`, `${year}-12-31`)
    return ok({
      calendarId: calendar.id,
      year,
      lockedMonths: locked,
      days: rows.map((r) => ({
        day: r.day,
        kind: r.kind as 'holiday' | 'workday',
        nameZh: r.name_zh,
        nameEn: r.name_en,
        statutory: statutoryOfRow(r),
      })),
    })
  })

  serve(api, routes.saveDay, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const body = request.body
    const calendar = await calendarOf(ctx.db, session.tenant_id, body.calendarId, lang)
    if (parseDate(body.day) === null || body.day < '2000-01-01' || body.day > '2100-12-31')
      throw paibanError(lang, 'badCalendar', { reason: paibanWord(lang, 'badDate') })
    if ((await lockedMonthsBetween(ctx.db, session.tenant_id, body.day, body.day)).length)
      throw paibanError(lang, 'monthLocked', { month: body.day.slice(0, 7) })
    // A holiday not said to be statutory or bridged: statutory when it is one of the year's statutory days.
    const statutory = body.kind === 'holiday' && (body.statutory ?? isStatutoryDay(body.day))
    const values = {
      kind: body.kind,
      name_zh: body.nameZh.trim(),
      name_en: body.nameEn.trim(),
      statutory: statutory ? 1 : 0,
    }
    await ctx.db
      .insertInto('calendar_day')
      .values({ tenant_id: session.tenant_id, calendar_id: calendar.id, day: body.day, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'calendar_id', 'day']).doUpdateSet(values))
      .execute()
    await auditPaiban(
      ctx,
      { tenantId: session.tenant_id, userId: session.user_id },
      'calendarDaySave',
      PAIBAN_FUNCTIONS.editCalendars,
      { calendarId: calendar.id, day: body.day, kind: body.kind, statutory },
    )
    await changed(session.tenant_id, calendar.id, [body.day])
    return ok({ calendarId: calendar.id, day: body.day })
  })

  serve(api, routes.deleteDay, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const { day } = request.body
    const calendar = await calendarOf(ctx.db, session.tenant_id, request.body.calendarId, lang)
    if ((await lockedMonthsBetween(ctx.db, session.tenant_id, day, day)).length)
      throw paibanError(lang, 'monthLocked', { month: day.slice(0, 7) })
    const removed = await ctx.db
      .deleteFrom('calendar_day')
      .where('tenant_id', '=', session.tenant_id)
      .where('calendar_id', '=', calendar.id)
      .where('day', '=', day)
      .executeTakeFirst()
    await auditPaiban(
      ctx,
      { tenantId: session.tenant_id, userId: session.user_id },
      'calendarDayDelete',
      PAIBAN_FUNCTIONS.editCalendars,
      { calendarId: calendar.id, day },
    )
    if (Number(removed.numDeletedRows) > 0) await changed(session.tenant_id, calendar.id, [day])
    return ok({ calendarId: calendar.id, day, removed: Number(removed.numDeletedRows) })
  })

  /**
   * A holiday file as text (the app reads the chosen file): ICS or CSV by its name or its first line. A recurring ICS
   * event counts in this year and the next two (the years a calendar is planned for), or from its start when later.
   */
  serve(api, routes.import, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const calendar = await calendarOf(ctx.db, session.tenant_id, request.body.calendarId, lang)
    const result = await importHolidays(
      ctx.db,
      session.tenant_id,
      calendar.id,
      request.body,
      lang,
      new Date(ctx.now()).getUTCFullYear(),
    )
    await auditPaiban(
      ctx,
      { tenantId: session.tenant_id, userId: session.user_id },
      'calendarImport',
      PAIBAN_FUNCTIONS.editCalendars,
      {
        calendarId: calendar.id,
        file: request.body.fileName,
        added: result.added,
        updated: result.updated,
        rejected: result.rejected.length,
      },
    )
    await changed(session.tenant_id, calendar.id, result.days)
    return ok({ added: result.added, updated: result.updated, rejected: result.rejected })
  })
}
