import { z } from 'zod'
import { defineTool, pick } from './types'

/** The user's own latest leave requests: the My leave list's query (function 8001). */
export const leaveRequestsTool = defineTool({
  name: 'leaveRequests',
  label: { zh: '正在查询请假记录', en: 'Looking up your leave requests' },
  description: "The user's own latest leave requests (at most 5): type, dates, days, status, and the approval request id.",
  functionId: '8001',
  args: z.object({}),
  async run(caller) {
    const rows = await caller.ctx.db.selectFrom('leave_request')
      .innerJoin('leave_type', (join) => join.onRef('leave_type.tenant_id', '=', 'leave_request.tenant_id').onRef('leave_type.code', '=', 'leave_request.type_code'))
      .select(['leave_request.start_date', 'leave_request.end_date', 'leave_request.days', 'leave_request.status', 'leave_request.instance_id',
        'leave_type.name_zh', 'leave_type.name_en'])
      .where('leave_request.tenant_id', '=', caller.tenantId).where('leave_request.user_id', '=', caller.userId)
      .orderBy('leave_request.created_at', 'desc').orderBy('leave_request.id').limit(5).execute()
    return {
      ok: true,
      data: {
        requests: rows.map((row) => ({
          type: caller.lang === 'en' ? row.name_en : row.name_zh, from: row.start_date, to: row.end_date, days: Number(row.days),
          status: row.status, approvalId: row.instance_id,
        })),
      },
      citations: [{ title: pick(caller.lang, { zh: '我的假期', en: 'My leave' }), app: 'kaoqin', path: '/leave' }],
    }
  },
})
