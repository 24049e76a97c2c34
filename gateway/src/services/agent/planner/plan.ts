import { organsOfTenant } from '../../../core/org-tree'
import { findOrganIn } from '../tools/organ-match'
import type { Caller } from '../tools/types'
import type { Intent } from './corpus'

/** One tool call of the plan: the tool's name and its arguments, taken from the question only (never from HR data). */
export interface PlannedCall { tool: string; args: Record<string, unknown> }

const ZH_FILLER = /帮我|请|麻烦|一下|查找|查询|查一下|查|找到|找|搜索|同事|的(?=电话|手机|号码|邮箱|联系方式|工号|工资|薪|部门|$)|电话|手机|号码|邮箱|联系方式|是谁|谁是|在哪个部门|哪个部门|工号|是多少|多少|是什么|工资|薪资等级|薪资|薪水|薪酬|等级|吗|呢|？|\?|。|，|,|！|!/g
const EN_FILLER = /\b(please|can|could|you|find|look|up|search|for|my|colleague|colleagues|who|is|what|what's|the|phone|number|email|e-mail|of|contact|details|which|department|team|in|does|do|work|salary|salaries|grade|pay|how|much|earn|earns|show|me|tell|about)\b|'s\b|[?!.,]/gi

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
  switch (intent) {
    case 'headcount': {
      const organ = findOrganIn(await organsOfTenant(caller.ctx.db, caller.tenantId), question)
      return [{ tool: 'headcount', args: organ ? { unit: organ.name } : {} }]
    }
    case 'turnover': return [{ tool: 'turnover', args: { months: 6 } }]
    case 'colleague': {
      const keyword = personIn(question)
      return keyword ? [{ tool: 'findColleague', args: { keyword } }] : []
    }
    // Pay from payroll: the asker's own when the question is about them (the tool decides who may see whom).
    case 'salary': {
      const month = /(\d{4})\s*(?:-|\/|年)\s*(\d{1,2})/.exec(question)
      const args: Record<string, unknown> = month && Number(month[2]) >= 1 && Number(month[2]) <= 12 ? { month: `${month[1]}-${month[2].padStart(2, '0')}` } : {}
      const name = personIn(question.replace(/\d{4}\s*(?:-|\/|年)\s*\d{1,2}\s*月?/g, ' '))
      if (!OWN.test(question) && name) args.name = name
      return [{ tool: 'salaryPay', args }]
    }
    case 'leaveBalance': return [{ tool: 'leaveBalance', args: {} }]
    case 'leaveRequests': return [{ tool: 'leaveRequests', args: {} }]
    case 'approvals': return [{ tool: 'pendingApprovals', args: {} }]
    case 'organisation': return [{ tool: 'organisation', args: {} }]
    case 'announcements': return [{ tool: 'todaysAnnouncements', args: {} }]
    case 'remind': return [{ tool: 'proposeRemind', args: {} }]
  }
}
