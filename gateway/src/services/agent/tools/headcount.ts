import { z } from 'zod'
import { headcountSummary } from '../../report'
import { activeStaffByOrgan } from '../../personnel'
import { organsOfTenant, subtreeIds } from '../../../core/org-tree'
import { findOrganIn } from './organ-match'
import { mayUse } from './run'
import { defineTool, pick } from './types'

const BI = { zh: '人数与流动', en: 'Headcount and turnover' }
const STRUCTURE = { zh: '组织架构', en: 'Organisation structure' }

/**
 * Staff on the job per division, or in one unit (by its Chinese or English name): the BI headcount screen's figures
 * (function 4001). The organisation structure (1001) shows the same counts on its tree, so its holders may ask too;
 * the answer cites the screen the user can open.
 */
export const headcountTool = defineTool({
  name: 'headcount',
  label: { zh: '正在查询在职人数', en: 'Looking up the headcount' },
  description:
    'Number of staff on the job per division, or in one organisation unit (and everything below it) when `unit` names it.',
  functionId: ['4001', '1001'],
  args: z.object({
    unit: z.string().max(100).optional().describe('The unit name, Chinese or English, e.g. 研发中心 or R&D centre'),
  }),
  async run(caller, args) {
    const { db } = caller.ctx
    const summary = await headcountSummary(db, caller.tenantId, caller.ctx.now(), 1)
    const citations = (await mayUse(caller, '4001'))
      ? [{ title: pick(caller.lang, BI), app: 'bi', path: '/headcount' }]
      : [{ title: pick(caller.lang, STRUCTURE), app: 'ums', path: '/structure' }]
    const total = summary.byOrgan.reduce((sum, row) => sum + row.headcount, 0)
    if (!args.unit)
      return {
        ok: true,
        data: {
          byDivision: summary.byOrgan.map(({ organName, headcount }) => ({ unit: organName, headcount })),
          total,
        },
        citations,
      }
    const organs = await organsOfTenant(db, caller.tenantId)
    const organ = findOrganIn(organs, args.unit)
    if (!organ)
      return {
        ok: true,
        data: {
          unit: args.unit,
          found: false,
          byDivision: summary.byOrgan.map(({ organName, headcount }) => ({ unit: organName, headcount })),
        },
        citations,
      }
    const division = summary.byOrgan.find((row) => row.organId === organ.id)
    let headcount = division?.headcount
    if (headcount === undefined) {
      const counts = await activeStaffByOrgan(db, caller.tenantId)
      headcount = subtreeIds(organs, organ.id).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0)
    }
    const name = caller.lang === 'en' && organ.name_en ? organ.name_en : organ.name
    return { ok: true, data: { unit: name, found: true, headcount }, citations }
  },
})
