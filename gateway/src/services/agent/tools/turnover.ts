import { z } from 'zod'
import { headcountSummary } from '../../report'
import { defineTool, pick } from './types'

/** Hires and leavers per month: the BI turnover chart's figures (function 4001). */
export const turnoverTool = defineTool({
  name: 'turnover',
  label: { zh: '正在查询人员流动', en: 'Looking up hires and leavers' },
  description: 'Hires and leavers per calendar month for the last `months` months (default 6), with totals.',
  functionId: '4001',
  args: z.object({ months: z.number().int().min(1).max(36).optional() }),
  async run(caller, args) {
    const summary = await headcountSummary(caller.ctx.db, caller.tenantId, caller.ctx.now(), args.months ?? 6)
    const hires = summary.byMonth.reduce((sum, row) => sum + row.hires, 0)
    const leavers = summary.byMonth.reduce((sum, row) => sum + row.leavers, 0)
    return {
      ok: true, data: { byMonth: summary.byMonth, hires, leavers },
      citations: [{ title: pick(caller.lang, { zh: '人数与流动', en: 'Headcount and turnover' }), app: 'bi', path: '/headcount' }],
    }
  },
})
