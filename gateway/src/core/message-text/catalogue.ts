/**
 * The texts stored rows refer to by key (request titles, notice titles): each key's template in both languages,
 * with `{name}` placeholders filled from the message's parameters when it is shown (render.ts).
 */
export const messageCatalogue = {
  'leave.request': { zh: '{type} · {amount}', en: '{type} · {amount}' },
  'leave.days': { zh: '{days} 天', en: '{days}d' },
  'leave.hours': { zh: '{hours} 小时', en: '{hours}h' },
  'leave.summary': {
    zh: '{start} {startHalf} – {end} {endHalf}：{reason}',
    en: '{start} {startHalf} – {end} {endHalf}: {reason}',
  },
  'half.am': { zh: '上午', en: 'morning' },
  'half.pm': { zh: '下午', en: 'afternoon' },
  'patchCard.summary': { zh: '{kind} {day} {time}：{reason}', en: '{kind} {day} {time}: {reason}' },
  'patchCard.in': { zh: '上班卡', en: 'Clock-in' },
  'patchCard.out': { zh: '下班卡', en: 'Clock-out' },
  'patchCard.request': { zh: '补卡 · {day} {time}', en: 'Patch card · {day} {time}' },
  'maternityExtra.request': { zh: '补充产假 · {days} 天', en: 'Supplementary maternity leave · {days}d' },
  'overtime.request': { zh: '加班（{timing}）· {day} {hours} 小时', en: 'Overtime ({timing}) · {day} {hours}h' },
  'overtime.before': { zh: '事前', en: 'asked before' },
  'overtime.after': { zh: '事后', en: 'asked after' },
  'salaryRun.request': { zh: '薪资核算 · {group} {month}', en: 'Payroll · {group} {month}' },
  'salaryRun.correction': {
    zh: '薪资更正 · {group} {month} · 更正第 {run} 号',
    en: 'Payroll correction · {group} {month} · corrects run #{run}',
  },
  'salaryRun.reversal': {
    zh: '薪资冲销 · {group} {month} · 冲销第 {run} 号',
    en: 'Payroll reversal · {group} {month} · reverses run #{run}',
  },
  'salaryRun.summary': {
    zh: '{headcount} 人 · 应发 {gross} · 实发 {net}',
    en: '{headcount} people · gross {gross} · net {net}',
  },
  'shiftSwap.request': { zh: '换班 · {day} ⇄ {otherDay}', en: 'Shift swap · {day} ⇄ {otherDay}' },
  'offer.request': { zh: '录用审批 · {candidate}', en: 'Offer · {candidate}' },
  'offer.summary': {
    zh: '{position} · 月薪 {salary} · 入职 {start}',
    en: '{position} · monthly {salary} · starts {start}',
  },
  'opening.request': { zh: '招聘需求 · {title}', en: 'Opening · {title}' },
  'opening.summary': { zh: '{organ} · {vacancies} 人', en: '{organ} · {vacancies} people' },
  'contract.renewal': { zh: '合同续签 · {name}', en: 'Contract renewal · {name}' },
  'contract.termination': { zh: '合同终止 · {name}', en: 'Contract termination · {name}' },
  'recordProposal.request': { zh: '档案修改 · {name} · {field}', en: 'Record change · {name} · {field}' },
  'recordProposal.summary': { zh: '{field}：{before} → {value}', en: '{field}: {before} → {value}' },
  'certificate.request': { zh: '{kind} · {name}', en: '{kind} · {name}' },
  'leaving.resignation': { zh: '辞职申请 · {name}', en: 'Resignation · {name}' },
  'leaving.termination': { zh: '解除劳动合同 · {name}', en: 'Termination · {name}' },
  'contract.nonRenewal': { zh: '合同到期不续签 · {name}', en: 'Contract not renewed · {name}' },
  'app.request': { zh: '{app} · {title}', en: '{app} · {title}' },
  'app.requestAmount': { zh: '{app} · {title} · {amount}', en: '{app} · {title} · {amount}' },
  'workflow.remind': { zh: '催办：{title}', en: 'Reminder: {title}' },
  'workflow.approved': { zh: '审批通过：{title}', en: 'Approved: {title}' },
  'workflow.rejected': { zh: '审批驳回：{title}', en: 'Rejected: {title}' },
  'workflow.returned': { zh: '退回修改：{title}', en: 'Sent back for changes: {title}' },
  'workflow.cancelled': { zh: '申请已撤回：{title}', en: 'Recalled: {title}' },
  'workflow.waiting': { zh: '待审批：{title}', en: 'Waiting for your approval: {title}' },
  'workflow.noticeBody': { zh: '{title}\n申请人：{applicant}', en: '{title}\nApplicant: {applicant}' },
  // A workflow notice's body, then the request's address in the portal on a line of its own (the message centre links it).
  'workflow.noticeLink': { zh: '{body}\n{link}', en: '{body}\n{link}' },
  'workflow.noticeBodyComment': {
    zh: '{title}\n申请人：{applicant}\n{actor} 的意见：{comment}',
    en: '{title}\nApplicant: {applicant}\nComment from {actor}: {comment}',
  },
  // An expense claim's and an advance's request in the approval centre (services/expenses/describe.ts).
  'expenseClaim.request': { zh: '费用报销 · ¥{amount}', en: 'Expense claim · ¥{amount}' },
  'expenseClaim.summary': { zh: '{title}（明细 {lines} 行）', en: '{title} (lines: {lines})' },
  'expenseAdvance.request': { zh: '借款 · ¥{amount}', en: 'Advance · ¥{amount}' },
} as const satisfies Record<string, { zh: string; en: string }>

export type MessageKey = keyof typeof messageCatalogue
