import { z } from 'zod'
import { defineTool, pick } from './types'

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** The user's own leave requests (the My leave list's query, function 8001): the latest, or those touching a span of days. */
export const leaveRequestsTool = defineTool({
  name: 'leaveRequests',
  label: { zh: '正在查询请假记录', en: 'Looking up your leave requests' },
  description:
    "The user's own leave requests: type, dates, days (hours where unit is 'hour'), status, and the approval request id. Without from/to the latest 5; " +
    'with from and to (YYYY-MM-DD, both included) every request touching those days (at most 50).',
  functionId: '8001',
  args: z
    .object({ from: DAY.optional(), to: DAY.optional() })
    .refine((args) => (args.from === undefined) === (args.to === undefined) && (args.from ?? '') <= (args.to ?? ''), {
      message: 'from and to go together, from not after to',
    }),
  async run(caller, args) {
    let query = caller.ctx.db
      .selectFrom('leave_request')
      .innerJoin('leave_type', (join) =>
        join
          .onRef('leave_type.tenant_id', '=', 'leave_request.tenant_id')
          .onRef('leave_type.code', '=', 'leave_request.type_code'),
      )
      .select([
        'leave_request.start_date',
        'leave_request.end_date',
        'leave_request.days',
        'leave_request.hours',
        'leave_type.unit',
        'leave_request.status',
        'leave_request.instance_id',
        'leave_type.name_zh',
        'leave_type.name_en',
      ])
      .where('leave_request.tenant_id', '=', caller.tenantId)
      .where('leave_request.user_id', '=', caller.userId)
    if (args.from && args.to)
      query = query.where('leave_request.start_date', '<=', args.to).where('leave_request.end_date', '>=', args.from)
    const rows = await query
      .orderBy('leave_request.created_at', 'desc')
      .orderBy('leave_request.id')
      .limit(args.from ? 50 : 5)
      .execute()
    return {
      ok: true,
      data: {
        period: args.from && args.to ? { from: args.from, to: args.to } : null,
        requests: rows.map((row) => ({
          type: caller.lang === 'en' ? row.name_en : row.name_zh,
          from: row.start_date,
          to: row.end_date,
          days: Number(row.days),
          // A type kept in hours (time off in lieu): its hours are the amount.
          unit: row.unit === 'hour' ? 'hour' : 'day',
          hours: Number(row.hours ?? 0),
          status: row.status,
          approvalId: row.instance_id,
        })),
      },
      citations: [{ title: pick(caller.lang, { zh: '我的假期', en: 'My leave' }), app: 'kaoqin', path: '/leave' }],
    }
  },
})
