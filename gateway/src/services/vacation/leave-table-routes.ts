import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom } from '../../core/lang'
import { monthDayKinds, plansOf } from '../paiban'
import { daysOfMonth, departmentStaff } from './month'
import { LEAVE_FUNCTIONS } from './store'

const { leaveTable: routes } = contract.vacation

/** One employee's leave on one day: the whole day or a half, approved or still pending. */
export interface LeaveCell {
  part: 'day' | 'am' | 'pm'
  status: 'approved' | 'pending'
  typeCode: string
  requestId: string
}

/** The part of `day` a leave covers (only working days are leave days: `working`, as the person's calendar says), or null. */
export function partOf(
  day: string,
  span: { start_date: string; start_half: string; end_date: string; end_half: string },
  working: boolean,
): LeaveCell['part'] | null {
  if (!working || day < span.start_date || day > span.end_date) return null
  const am = !(day === span.start_date && span.start_half === 'pm')
  const pm = !(day === span.end_date && span.end_half === 'am')
  return am && pm ? 'day' : am ? 'am' : pm ? 'pm' : null
}

/**
 * §2 'shift and leave tables', the leave table (function 8003): for a department and a month, each
 * employee's approved and pending leave per working day (of the person's calendar), with half days, for the staff in the caller's data range;
 * each day's kind in the default calendar, and a person's own where their calendar differs.
 */
export function leaveTableRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.month, { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.leaveTable) }, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const days = daysOfMonth(request.body.month, lang)
    const staff = await departmentStaff(ctx, session, request.body.organId, lang)
    const requests =
      staff.length === 0
        ? []
        : await ctx.db
            .selectFrom('leave_request')
            .innerJoin('app_user', 'app_user.id', 'leave_request.user_id')
            .select([
              'leave_request.id',
              'leave_request.type_code',
              'leave_request.start_date',
              'leave_request.start_half',
              'leave_request.end_date',
              'leave_request.end_half',
              'leave_request.status',
              'app_user.employee_id',
            ])
            .where('leave_request.tenant_id', '=', session.tenant_id)
            .where(
              'app_user.employee_id',
              'in',
              staff.map((s) => s.id),
            )
            .where('leave_request.status', 'in', ['approved', 'pending'])
            .where('leave_request.start_date', '<=', days[days.length - 1])
            .where('leave_request.end_date', '>=', days[0])
            .execute()
    // Which days are working days of each person (calendar, group, roster); a person not found counts Monday to Friday.
    const [plans, kinds] = await Promise.all([
      plansOf(
        ctx.db,
        session.tenant_id,
        staff.map((s) => s.id),
        days[0],
        days[days.length - 1],
      ),
      monthDayKinds(
        ctx.db,
        session.tenant_id,
        staff.map((s) => s.id),
        days,
        lang,
      ),
    ])
    const types = await ctx.db
      .selectFrom('leave_type')
      .select(['code', 'name_zh', 'name_en'])
      .where('tenant_id', '=', session.tenant_id)
      .orderBy('sort')
      .execute()
    return ok({
      month: request.body.month,
      days,
      dayKinds: kinds.days,
      types: types.map((t) => ({ code: t.code, nameZh: t.name_zh, nameEn: t.name_en })),
      employees: staff.map((s) => {
        const cells: Record<string, LeaveCell[]> = {}
        const working = new Set((plans.get(s.id) ?? []).filter((p) => p.kind === 'work').map((p) => p.day))
        for (const row of requests.filter((r) => r.employee_id === s.id)) {
          for (const day of days) {
            const part = partOf(day, row, working.has(day))
            if (part)
              (cells[day] ??= []).push({
                part,
                status: row.status as LeaveCell['status'],
                typeCode: row.type_code,
                requestId: row.id,
              })
          }
        }
        return {
          id: s.id,
          name: s.name,
          jobNumber: s.job_number,
          days: cells,
          ...(kinds.people.has(s.id) ? { dayKinds: kinds.people.get(s.id) } : {}),
        }
      }),
    })
  })
}
