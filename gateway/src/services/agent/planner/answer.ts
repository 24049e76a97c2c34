import type { Lang } from '../errors'
import type { Intent } from './corpus'
import { leaveAmount } from './leave-amount'

/** HR data is data: Markdown and HTML characters in it are escaped, so a crafted name stays plain text. */
export const md = (value: unknown): string =>
  String(value ?? '').replace(/[\\`*_{}[\]()#+\-!|<>~]/g, (char) => `\\${char}`)

const en = (lang: Lang) => lang === 'en'

/** The kinds of question the planner understands, in the request's language (suggestions and the 'not understood' answer). */
export function understood(lang: Lang): string[] {
  return en(lang)
    ? [
        'Headcount of a unit (e.g. the R&D centre)',
        'Hires and leavers (turnover)',
        'Finding a colleague',
        'My leave balance',
        'My leave requests',
        'What waits for my approval',
        'The organisation structure',
        "Today's announcements",
        'Reminding the approvers of my request',
        'My latest payslip',
        'How to request leave or overtime, patch a missed punch, clock in or see a payslip',
      ]
    : [
        '某个部门的在职人数（如研发中心）',
        '人员流动（入职与离职）',
        '查找同事',
        '我的假期余额',
        '我的请假记录',
        '待我审批的事项',
        '组织架构',
        '今日公告',
        '催办我的审批',
        '我最新的工资条',
        '如何请假、申请加班、补卡、打卡或查看工资条',
      ]
}

export function notUnderstood(lang: Lang): string {
  const intro = en(lang)
    ? "I can't answer that question yet. Without an AI model I understand these kinds of question:"
    : '暂时无法回答这个问题。未配置 AI 模型时，我能理解以下几类问题：'
  return `${intro}\n\n${understood(lang)
    .map((kind) => `- ${kind}`)
    .join('\n')}`
}

type Data = any

/** The answer to a question of kind `intent`, from the data of its tool, in the request's language. */
export function compose(intent: Intent, data: Data, lang: Lang): string {
  const E = en(lang)
  switch (intent) {
    case 'headcount':
      if (data.found === true)
        return E
          ? `**${md(data.unit)}** has **${data.headcount}** staff on the job.`
          : `**${md(data.unit)}** 目前在职 **${data.headcount}** 人。`
      return [
        data.found === false
          ? E
            ? `I found no unit named "${md(data.unit)}". By division:`
            : `没有找到名为“${md(data.unit)}”的部门。各中心人数如下：`
          : E
            ? `Staff on the job: **${data.total}**. By division:`
            : `在职总人数 **${data.total}** 人，各中心如下：`,
        '',
        ...data.byDivision.map((row: Data) => `- ${md(row.unit)}: ${row.headcount}`),
      ].join('\n')
    case 'turnover':
      return [
        data.period
          ? E
            ? `From ${data.period.from} to ${data.period.to}: **${data.hires}** hires and **${data.leavers}** leavers.`
            : `${data.period.from} 至 ${data.period.to}：入职 **${data.hires}** 人，离职 **${data.leavers}** 人。`
          : E
            ? `In the last ${data.byMonth.length} months: **${data.hires}** hires and **${data.leavers}** leavers.`
            : `最近 ${data.byMonth.length} 个月：入职 **${data.hires}** 人，离职 **${data.leavers}** 人。`,
        '',
        ...data.byMonth.map((row: Data) =>
          E
            ? `- ${row.month}: ${row.hires} hires, ${row.leavers} leavers`
            : `- ${row.month}：入职 ${row.hires}，离职 ${row.leavers}`,
        ),
      ].join('\n')
    case 'colleague':
      if (!data.people.length)
        return E
          ? 'I found no colleague matching that among the staff you may see.'
          : '在您可查看的人员中没有找到匹配的同事。'
      return [
        E ? `I found ${data.total} matching colleague(s):` : `找到 ${data.total} 位匹配的同事：`,
        '',
        ...data.people.map(
          (p: Data) =>
            `- **${md(p.name)}** (${md(p.jobNumber)}) · ${md(p.unit)} · ${md(p.position)} · ${md(p.phone)} · ${md(p.email)}`,
        ),
      ].join('\n')
    case 'salary':
      if (!data.people.length) {
        if (data.own && data.month)
          return E ? `You have no published payslip for ${data.month}.` : `您没有 ${data.month} 已发布的工资条。`
        if (data.own) return E ? 'You have no published payslip yet.' : '您还没有已发布的工资条。'
        return E ? 'There are no final payroll figures for that person yet.' : '该人员还没有已锁定的薪资数据。'
      }
      if (data.own) {
        const p = data.people[0]
        return E
          ? `Your payslip for **${p.month}**: gross ${p.gross}, deductions ${p.deductions}, social insurance ${p.social}, income tax ${p.tax}, **net ${p.net}**. Open My payslips for the details.`
          : `您 **${p.month}** 的工资条：应发 ${p.gross}，扣款 ${p.deductions}，社保公积金 ${p.social}，个税 ${p.tax}，**实发 ${p.net}**。明细请打开“我的工资条”。`
      }
      return data.people
        .map((p: Data) =>
          E
            ? `- **${md(p.name)}** (${md(p.jobNumber)}), ${p.month}: gross ${p.gross}, deductions ${p.deductions}, social insurance ${p.social}, income tax ${p.tax}, **net ${p.net}**`
            : `- **${md(p.name)}**（${md(p.jobNumber)}）${p.month}：应发 ${p.gross}，扣款 ${p.deductions}，社保公积金 ${p.social}，个税 ${p.tax}，**实发 ${p.net}**`,
        )
        .join('\n')
    case 'leaveBalance':
      if (!data.balances.length)
        return E ? `You have no leave balances for ${data.year}.` : `您在 ${data.year} 年没有假期额度。`
      return [
        E ? `Your leave balance for ${data.year}:` : `您 ${data.year} 年的假期余额：`,
        '',
        // Each type in its own unit: time off in lieu is kept in hours, the other types in days.
        ...data.balances.map((b: Data) => {
          const left = leaveAmount(b.left, b.unit, lang)
          const total = leaveAmount(b.total, b.unit, lang)
          const used = leaveAmount(b.used, b.unit, lang)
          const pending = leaveAmount(b.pending, b.unit, lang)
          return E
            ? `- ${md(b.type)}: **${left}** left (of ${total}; used ${used}, pending ${pending})`
            : `- ${md(b.type)}：剩余 **${left}**（共 ${total}，已用 ${used}，审批中 ${pending}）`
        }),
      ].join('\n')
    case 'leaveRequests':
      if (!data.requests.length) {
        if (data.period)
          return E
            ? `You have no leave requests from ${data.period.from} to ${data.period.to}.`
            : `您在 ${data.period.from} 至 ${data.period.to} 没有请假记录。`
        return E ? 'You have no leave requests.' : '您还没有请假记录。'
      }
      return [
        data.period
          ? E
            ? `Your leave requests from ${data.period.from} to ${data.period.to}:`
            : `您 ${data.period.from} 至 ${data.period.to} 的请假记录：`
          : E
            ? 'Your latest leave requests:'
            : '您最近的请假记录：',
        '',
        ...data.requests.map(
          (r: Data) =>
            `- ${md(r.type)} ${r.from} – ${r.to} (${r.unit === 'hour' ? leaveAmount(r.hours, 'hour', lang) : `${r.days}${E ? ' d' : ' 天'}`}): ${statusText(r.status, lang)}`,
        ),
      ].join('\n')
    case 'approvals':
      if (!data.waiting) return E ? 'Nothing waits for your approval.' : '目前没有待您审批的事项。'
      return [
        E ? `**${data.waiting}** request(s) wait for your approval:` : `有 **${data.waiting}** 个事项待您审批：`,
        '',
        ...data.latest.map((r: Data) => `- ${md(r.title)} · ${md(r.applicant)}${r.step ? ` · ${md(r.step)}` : ''}`),
      ].join('\n')
    case 'organisation':
      return data.tree
        .flatMap((root: Data) => [
          `**${md(root.unit)}** (${root.staff})`,
          ...(root.children ?? []).flatMap((division: Data) => [
            `- ${md(division.unit)} (${division.staff})`,
            ...(division.children ?? []).map((department: Data) => `  - ${md(department.unit)} (${department.staff})`),
          ]),
        ])
        .join('\n')
    case 'announcements':
      if (!data.notices.length) return E ? 'You received no announcements today.' : '今天没有收到公告。'
      return [
        E ? `Today you received ${data.notices.length} announcement(s):` : `今天收到 ${data.notices.length} 条公告：`,
        '',
        ...data.notices.map(
          (n: Data) =>
            `- **${md(n.title)}** · ${md(n.publisher)}${n.read ? '' : E ? ' (unread)' : '（未读）'}: ${md(n.excerpt)}`,
        ),
      ].join('\n')
    case 'howTo':
      return [
        E ? `How to do it on **${data.page}**:` : `操作步骤（在“${data.page}”页面）：`,
        '',
        ...data.steps.map((step: string, index: number) => `${index + 1}. ${step}`),
        '',
        E ? `Open **${data.page}** from the link below.` : `可点击下方链接打开“${data.page}”。`,
      ].join('\n')
    case 'remind':
      if (!data.proposed)
        return E ? 'You have no request in approval to remind anyone of.' : '您没有审批中的申请，无需催办。'
      return E
        ? `Shall I remind the approvers of "${md(data.request)}"? Confirm below.`
        : `要催办“${md(data.request)}”的审批人吗？请在下方确认。`
  }
}

const STATUS: Record<string, { zh: string; en: string }> = {
  pending: { zh: '审批中', en: 'in approval' },
  approved: { zh: '已通过', en: 'approved' },
  rejected: { zh: '已驳回', en: 'rejected' },
  cancelled: { zh: '已撤回', en: 'recalled' },
  revoked: { zh: '已销假', en: 'cancelled' },
}
const statusText = (status: string, lang: Lang) => STATUS[status]?.[en(lang) ? 'en' : 'zh'] ?? status
