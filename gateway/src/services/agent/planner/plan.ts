import { organsOfTenant } from '../../../core/org-tree'
import { findOrganIn } from '../tools/organ-match'
import type { Caller } from '../tools/types'
import { todayOf } from '../tools/today'
import { periodIn, singleMonth } from '../period'
import type { Intent } from './corpus'
import { howToTopicOf } from './how-to-topic'

/** One tool call of the plan: the tool's name and its arguments, taken from the question only (never from HR data). */
export interface PlannedCall {
  tool: string
  args: Record<string, unknown>
}

const ZH_FILLER =
  /帮我|请|麻烦|一下|查找|查询|查一下|查|找到|找|搜索|同事|的(?=电话|手机|号码|邮箱|联系方式|工号|工资|薪|部门|$)|电话|手机|号码|邮箱|联系方式|是谁|谁是|在哪个部门|哪个部门|工号|是多少|多少|是什么|工资|薪资等级|薪资|薪水|薪酬|等级|吗|呢|？|\?|。|，|,|！|!/g
const EN_FILLER =
  /\b(please|can|could|you|find|look|up|search|for|my|colleague|colleagues|who|is|what|what's|the|phone|number|email|e-mail|of|contact|details|which|department|team|in|does|do|work|salary|salaries|grade|pay|how|much|earn|earns|show|me|tell|about)\b|'s\b|[?!.,]/gi

/** Words of a pay question that name a time or the payslip, not a person. */
const NOT_A_NAME =
  /\d{4}\s*(?:-|\/|年)\s*\d{1,2}\s*月?|工资条|工资单|今年|去年|本月|上个?月|这个?月|最近|最新|\b(?:this|last|previous|past)\s+(?:year|month|quarter|week)\b|\b(?:latest|pay ?slips?)\b/gi

/** A question about the asker's own pay. */
const OWN = /\b(my|me|mine|i)\b|我/i

/** The person a colleague or salary question names: the question without its question words. */
export function personIn(text: string): string {
  const zh = /[\u4e00-\u9fff]/.test(text)
  const rest = text.replace(zh ? ZH_FILLER : EN_FILLER, ' ').replace(zh ? EN_FILLER : ZH_FILLER, ' ')
  return rest.replace(/\s+/g, ' ').trim().slice(0, 50)
}

/** The tool calls for a question of a known kind. Deterministic: the same question gives the same plan. */
export async function planFor(caller: Caller, intent: Intent, question: string): Promise<PlannedCall[]> {
  // The span of days the question names ('this year', '上个月' …), counted in the tenant's time zone.
  const period = periodIn(question, await todayOf(caller))
  switch (intent) {
    case 'headcount': {
      const organ = findOrganIn(await organsOfTenant(caller.ctx.db, caller.tenantId), question)
      return [{ tool: 'headcount', args: organ ? { unit: organ.name } : {} }]
    }
    case 'turnover':
      return [
        {
          tool: 'turnover',
          args: period ? { from: period.from.slice(0, 7), to: period.to.slice(0, 7) } : { months: 6 },
        },
      ]
    case 'colleague': {
      const keyword = personIn(question)
      return keyword ? [{ tool: 'findColleague', args: { keyword } }] : []
    }
    // Pay from payroll: the asker's own when the question is about them (the tool decides who may see whom).
    case 'salary': {
      const month = period && singleMonth(period)
      const args: Record<string, unknown> = month ? { month } : {}
      const name = personIn(question.replace(NOT_A_NAME, ' '))
      if (!OWN.test(question) && name) args.name = name
      return [{ tool: 'salaryPay', args }]
    }
    case 'leaveBalance': {
      const year =
        period && period.from.slice(0, 4) === period.to.slice(0, 4) ? Number(period.from.slice(0, 4)) : undefined
      return [{ tool: 'leaveBalance', args: year ? { year } : {} }]
    }
    case 'leaveRequests':
      return [{ tool: 'leaveRequests', args: period ? { from: period.from, to: period.to } : {} }]
    case 'approvals':
      return [{ tool: 'pendingApprovals', args: {} }]
    case 'organisation':
      return [{ tool: 'organisation', args: {} }]
    case 'announcements':
      return [{ tool: 'todaysAnnouncements', args: {} }]
    case 'remind':
      return [{ tool: 'proposeRemind', args: {} }]
    case 'howTo': {
      const topic = howToTopicOf(question)
      return topic ? [{ tool: 'howTo', args: { topic } }] : []
    }
  }
}
