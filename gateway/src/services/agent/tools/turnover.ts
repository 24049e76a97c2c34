import { z } from 'zod'
import { headcountSummary } from '../../report'
import { defineTool, pick } from './types'

const MONTH = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)
/** The furthest back the BI report counts. */
const MAX_MONTHS = 36

/** Months from `from` to the current month of `now`, both included. */
const monthsSince = (from: string, now: number): number => {
  const date = new Date(now)
  return (
    (date.getUTCFullYear() - Number(from.slice(0, 4))) * 12 + date.getUTCMonth() - (Number(from.slice(5, 7)) - 1) + 1
  )
}

/** Hires and leavers per month: the BI turnover chart's figures (function 4001). */
export const turnoverTool = defineTool({
  name: 'turnover',
  label: { zh: '正在查询人员流动', en: 'Looking up hires and leavers' },
  description:
    'Hires and leavers per calendar month, with totals: for the last `months` months (default 6), ' +
    `or from month \`from\` to month \`to\` (YYYY-MM, both included; at most ${MAX_MONTHS} months back).`,
  functionId: '4001',
  args: z
    .object({
      months: z.number().int().min(1).max(MAX_MONTHS).optional(),
      from: MONTH.optional(),
      to: MONTH.optional(),
    })
    .refine((args) => (args.from === undefined) === (args.to === undefined) && (args.from ?? '') <= (args.to ?? ''), {
      message: 'from and to go together, from not after to',
    }),
  async run(caller, args) {
    const now = caller.ctx.now()
    const back = args.from ? Math.min(MAX_MONTHS, Math.max(1, monthsSince(args.from, now))) : (args.months ?? 6)
    const summary = await headcountSummary(caller.ctx.db, caller.tenantId, now, back)
    const byMonth =
      args.from && args.to
        ? summary.byMonth.filter((row) => row.month >= args.from! && row.month <= args.to!)
        : summary.byMonth
    const hires = byMonth.reduce((sum, row) => sum + row.hires, 0)
    const leavers = byMonth.reduce((sum, row) => sum + row.leavers, 0)
    return {
      ok: true,
      data: { period: args.from && args.to ? { from: args.from, to: args.to } : null, byMonth, hires, leavers },
      citations: [
        { title: pick(caller.lang, { zh: '人数与流动', en: 'Headcount and turnover' }), app: 'bi', path: '/headcount' },
      ],
    }
  },
})
