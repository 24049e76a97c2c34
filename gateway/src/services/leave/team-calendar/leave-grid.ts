import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../../../core/lang'
import { monthDayKinds, plansOf } from '../../scheduling'
import type { StaffRow } from '../month'

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
 * The approved and pending leave of `staff` on each of `days` (consecutive, YYYY-MM-DD), per working day of each
 * person's calendar, with half days; each day's kind in the default calendar, and a person's own where their calendar
 * differs; the tenant's leave types by name. What the leave table and the team calendar show.
 */
export async function leaveGrid(ctx: GatewayContext, tenantId: number, staff: StaffRow[], days: string[], lang: Lang) {
  const ids = staff.map((s) => s.id)
  const first = days[0]
  const last = days[days.length - 1]
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
          .where('leave_request.tenant_id', '=', tenantId)
          .where('app_user.employee_id', 'in', ids)
          .where('leave_request.status', 'in', ['approved', 'pending'])
          .where('leave_request.start_date', '<=', last)
          .where('leave_request.end_date', '>=', first)
          .execute()
  // Which days are working days of each person (calendar, group, roster); a person not found counts Monday to Friday.
  const [plans, kinds, types] = await Promise.all([
    plansOf(ctx.db, tenantId, ids, first, last),
    monthDayKinds(ctx.db, tenantId, ids, days, lang),
    ctx.db
      .selectFrom('leave_type')
      .select(['code', 'name_zh', 'name_en'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .execute(),
  ])
  return {
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
  }
}
