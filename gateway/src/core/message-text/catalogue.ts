/**
 * The texts stored rows refer to by key (request titles, notice titles): each key's template in both languages,
 * with `{name}` placeholders filled from the message's parameters when it is shown (render.ts).
 */
export const messageCatalogue = {
  'leave.request': { zh: '{type} · {amount}', en: '{type} · {amount}' },
  'leave.days': { zh: '{days} 天', en: '{days}d' },
  'leave.hours': { zh: '{hours} 小时', en: '{hours}h' },
  'patchCard.request': { zh: '补卡 · {day} {time}', en: 'Patch card · {day} {time}' },
  'maternityExtra.request': { zh: '补充产假 · {days} 天', en: 'Supplementary maternity leave · {days}d' },
  'overtime.request': { zh: '加班（{timing}）· {day} {hours} 小时', en: 'Overtime ({timing}) · {day} {hours}h' },
  'overtime.before': { zh: '事前', en: 'asked before' },
  'overtime.after': { zh: '事后', en: 'asked after' },
  'app.request': { zh: '{app} · {title}', en: '{app} · {title}' },
  'app.requestAmount': { zh: '{app} · {title} · {amount}', en: '{app} · {title} · {amount}' },
  'workflow.remind': { zh: '催办：{title}', en: 'Reminder: {title}' },
  'workflow.approved': { zh: '审批通过：{title}', en: 'Approved: {title}' },
  'workflow.rejected': { zh: '审批驳回：{title}', en: 'Rejected: {title}' },
  'workflow.returned': { zh: '退回修改：{title}', en: 'Sent back for changes: {title}' },
  'workflow.cancelled': { zh: '申请已撤回：{title}', en: 'Recalled: {title}' },
  'workflow.waiting': { zh: '待审批：{title}', en: 'Waiting for your approval: {title}' },
  'workflow.noticeBody': { zh: '{title}\n申请人：{applicant}', en: '{title}\nApplicant: {applicant}' },
  'workflow.noticeBodyComment': { zh: '{title}\n申请人：{applicant}\n{actor} 的意见：{comment}', en: '{title}\nApplicant: {applicant}\nComment from {actor}: {comment}' },
} as const satisfies Record<string, { zh: string; en: string }>

export type MessageKey = keyof typeof messageCatalogue
