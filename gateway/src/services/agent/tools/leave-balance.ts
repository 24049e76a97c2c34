import { z } from 'zod'
import { balancesOf } from '../../leave'
import { todayOf } from './today'
import { defineTool, pick } from './types'

/** The user's own leave balances of a year (this year in the tenant's time zone by default): the My leave screen's query (function 8001). */
export const leaveBalanceTool = defineTool({
  name: 'leaveBalance',
  label: { zh: '正在查询假期余额', en: 'Looking up your leave balance' },
  description:
    "The user's own leave balances of a year (default this year), per leave type (in total, used, pending, left; in days, or in hours where unit is 'hour').",
  functionId: '8001',
  args: z.object({ year: z.number().int().min(2000).max(2100).optional() }),
  async run(caller, args) {
    const today = await todayOf(caller)
    const year = args.year ?? Number(today.slice(0, 4))
    const balances = await balancesOf(caller.ctx.db, caller.tenantId, caller.userId, year, today)
    return {
      ok: true,
      data: {
        year,
        balances: balances.map((b) => ({
          type: caller.lang === 'en' ? b.nameEn : b.nameZh,
          unit: b.unit,
          total: b.total,
          used: b.used,
          pending: b.pending,
          left: b.left,
        })),
      },
      citations: [{ title: pick(caller.lang, { zh: '我的假期', en: 'My leave' }), app: 'kaoqin', path: '/leave' }],
    }
  },
})
