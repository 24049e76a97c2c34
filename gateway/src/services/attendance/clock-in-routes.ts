import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { mapScriptOf } from '../../config'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { mapKeyOf } from '../access'
import { attendanceChanged, isMonthLocked, placesOf, type DayPlan } from '../scheduling'
import { kaoqinError } from './errors'
import { checkPlace } from './geo'
import { addDays } from './judge/zone'
import { punchRow, todayOf } from './punches'
import { readResults } from './results'
import { callerEmployee } from './scope'
import { dayView, punchView } from './views'

const { clockIn: routes } = contract.attendance

/**
 * Clock-in (function 8004, every staff member's): the page's context (places, today's plan, punches and result) and
 * the punch itself, at the server's time, checked against the attendance group's places.
 */
export function clockInRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }

  /** Today's result and punches of a person, for the page. */
  async function today(tenantId: number, employeeId: number, plan: DayPlan | undefined, now: number) {
    const day = plan?.day ?? new Date(now).toISOString().slice(0, 10)
    const places = await placesOf(ctx.db, tenantId, employeeId)
    const names = new Map(places.map((place) => [place.id, place.name]))
    const rows = await ctx.db
      .selectFrom('punch')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .where('day', '=', day)
      .orderBy('at')
      .execute()
    const result = (await readResults(ctx.db, tenantId, [employeeId], day, day, now)).get(employeeId)?.[0]
    return {
      day,
      places,
      punches: rows.map((row) => punchView(row, row.place_id === null ? null : (names.get(row.place_id) ?? null))),
      result: result
        ? dayView(
            result,
            plan,
            rows.some((row) => row.in_range === 0),
          )
        : null,
    }
  }

  serve(api, routes.context, guard, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const self = await callerEmployee(ctx, auth, langOfRequest(request))
    const now = ctx.now()
    const plan = await todayOf(ctx.db, tenantId, self.id, now)
    const key = await mapKeyOf(ctx.db, tenantId)
    // The map script with the tenant's key appended (the page draws the places and the person on it); null without a key.
    const map = key ? { script: mapScriptOf(ctx.config) + encodeURIComponent(key) } : null
    return ok({
      now,
      timeZone: plan?.timeZone ?? 'UTC',
      name: self.name,
      map,
      ...(await today(tenantId, self.id, plan, now)),
    })
  })

  serve(api, routes.punch, guard, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const self = await callerEmployee(ctx, auth, lang)
    const { lat, lng, accuracy } = request.body
    const reason = request.body.reason?.trim() || null
    const located = lat !== undefined && lng !== undefined ? { lat, lng } : null
    const check = checkPlace(await placesOf(ctx.db, tenantId, self.id), located)
    if (!check.inRange && !reason) throw kaoqinError(lang, 'reasonNeeded')
    // The server's clock, never the browser's.
    const now = ctx.now()
    const plan = await todayOf(ctx.db, tenantId, self.id, now)
    const row = punchRow(
      tenantId,
      {
        employee_id: self.id,
        at: now,
        source: 'web',
        device: null,
        lat: located?.lat ?? null,
        lng: located?.lng ?? null,
        accuracy_m: located && accuracy !== undefined ? accuracy : null,
        place_id: check.place?.id ?? null,
        distance_m: check.distanceM,
        in_range: check.inRange ? 1 : 0,
        reason: check.inRange ? null : reason,
      },
      plan?.timeZone ?? 'UTC',
      now,
    )
    if (await isMonthLocked(ctx.db, tenantId, row.day.slice(0, 7)))
      throw kaoqinError(lang, 'monthLocked', { month: row.day.slice(0, 7) })
    await ctx.db.insertInto('punch').values(row).execute()
    // A punch after midnight may end the night shift of the day before.
    await attendanceChanged(ctx, tenantId, [self.id], addDays(row.day, -1), row.day)
    return ok({
      punch: punchView(row, check.place?.name ?? null),
      now,
      timeZone: plan?.timeZone ?? 'UTC',
      name: self.name,
      ...(await today(tenantId, self.id, plan, now)),
    })
  })
}
