import type { Lang } from '../../core/lang'

/** A value of a notice: the same in both languages, or one per language (a workflow step's name). */
export type Param = string | number | { zh: string; en: string }
export type Params = Record<string, Param>

type Text = { zh: string; en: string }

/** The notices' subjects and bodies by template, with `{name}` placeholders. */
const TEMPLATES = {
  approvalWaiting: {
    subject: { zh: '待您审批：{title}', en: 'Waiting for your approval: {title}' },
    body: {
      zh: '{applicant} 提交的「{title}」等待您审批。\n第 {step}/{steps} 步：{stepName}',
      en: '{applicant}\'s request "{title}" is waiting for your approval.\nStep {step} of {steps}: {stepName}',
    },
  },
  approvalReminder: {
    subject: { zh: '催办：{title}', en: 'Reminder: {title}' },
    body: {
      zh: '{applicant} 提醒您审批「{title}」。\n第 {step}/{steps} 步：{stepName}',
      en: '{applicant} reminds you that "{title}" is waiting for your approval.\nStep {step} of {steps}: {stepName}',
    },
  },
  approvalApproved: {
    subject: { zh: '审批通过：{title}', en: 'Approved: {title}' },
    body: { zh: '您的申请「{title}」已审批通过。', en: 'Your request "{title}" has been approved.' },
  },
  approvalRejected: {
    subject: { zh: '审批驳回：{title}', en: 'Rejected: {title}' },
    body: { zh: '您的申请「{title}」被{actor}驳回。', en: 'Your request "{title}" was rejected by {actor}.' },
  },
  approvalReturned: {
    subject: { zh: '退回修改：{title}', en: 'Sent back for changes: {title}' },
    body: {
      zh: '您的申请「{title}」被{actor}退回修改，请修改后重新提交。',
      en: 'Your request "{title}" was sent back for changes by {actor}. Please change it and submit it again.',
    },
  },
  approvalCancelled: {
    subject: { zh: '申请已撤回：{title}', en: 'Recalled: {title}' },
    body: {
      zh: '{applicant} 撤回了「{title}」，无需再审批。',
      en: '{applicant} recalled "{title}": no approval is needed any more.',
    },
  },
  announcement: {
    subject: { zh: '必读公告：{title}', en: 'Must-read announcement: {title}' },
    body: {
      zh: '{publisher} 发布了必读公告「{title}」，请阅读并确认。',
      en: '{publisher} published the must-read announcement "{title}". Please read and confirm it.',
    },
  },
  reportSubscription: {
    subject: { zh: '报表订阅：{title}', en: 'Report subscription: {title}' },
    body: { zh: '您订阅的报表「{title}」已生成。', en: 'The report "{title}" you subscribed to is ready.' },
  },
  contractExpiry: {
    subject: { zh: '合同即将到期：{name}', en: 'Contract ending soon: {name}' },
    body: {
      zh: '{name} 的劳动合同将于 {date} 到期（{days} 天后）。',
      en: 'The employment contract of {name} ends on {date} (in {days} days).',
    },
  },
  probationDue: {
    subject: { zh: '试用期即将结束：{name}', en: 'Probation ending soon: {name}' },
    body: {
      zh: '{name} 的试用期将于 {date} 结束（{days} 天后），请发起转正、延长或解除申请。',
      en: 'The probation of {name} ends on {date} (in {days} days): confirm, extend or end it.',
    },
  },
  documentExpiry: {
    subject: { zh: '个人证件即将到期：{name}', en: 'Personal document expiring: {name}' },
    body: {
      zh: '{name} 的{type}将于 {date} 到期（{days} 天后），请提醒其更新。',
      en: "{name}'s {type} expires on {date} (in {days} days). Please ask them for a new one.",
    },
  },
  onboardingTask: {
    subject: { zh: '入职任务：{title}（{name}）', en: 'Onboarding task: {title} ({name})' },
    body: {
      zh: '新员工 {name} 的入职任务「{title}」待您完成，截止日期 {date}。',
      en: 'The onboarding task "{title}" for the new hire {name} is yours to do by {date}.',
    },
  },
  onboardingWelcome: {
    subject: { zh: '欢迎加入，{name}', en: 'Welcome aboard, {name}' },
    body: {
      zh: '您有 {count} 项入职任务待完成，请在“入职待办”页面查看。',
      en: 'You have {count} onboarding tasks to do. See them on the Onboarding to-dos page.',
    },
  },
  trainingDue: {
    subject: { zh: '培训即将截止：{title}', en: 'Training due: {title}' },
    body: { zh: '培训「{title}」将于 {date} 截止。', en: 'The training "{title}" is due on {date}.' },
  },
  trainingOverdue: {
    subject: { zh: '培训已逾期：{title}', en: 'Training overdue: {title}' },
    body: {
      zh: '培训「{title}」已于 {date} 截止，请尽快完成。',
      en: 'The training "{title}" was due on {date}. Please complete it soon.',
    },
  },
  interviewInvite: {
    subject: { zh: '面试邀请：{candidate}（{job}）', en: 'Interview invitation: {candidate} ({job})' },
    body: {
      zh: '请您面试候选人 {candidate}（应聘 {job}）。\n时间：{when}（{minutes} 分钟）\n地点：{place}',
      en: 'Please interview {candidate} for {job}.\nWhen: {when} ({minutes} minutes)\nWhere: {place}',
    },
  },
  performanceResult: {
    subject: { zh: '绩效结果已发布：{cycle}', en: 'Performance result released: {cycle}' },
    body: {
      zh: '您在「{cycle}」中的考核结果已发布，请查看并确认。',
      en: 'Your result of "{cycle}" has been released. Please read and acknowledge it.',
    },
  },
  performanceAcknowledged: {
    subject: { zh: '{name} 已确认绩效结果：{cycle}', en: '{name} acknowledged the result: {cycle}' },
    body: { zh: '{name} 已确认在「{cycle}」中的考核结果。', en: '{name} acknowledged their result of "{cycle}".' },
  },
  leavingHandover: {
    subject: { zh: '工作交接：{name}', en: 'Handover: {name}' },
    body: {
      zh: '{name} 将于 {date} 离职，其工作交接给您。请在交接完成后于“离职交接”中确认。',
      en: '{name} leaves on {date} and hands their work over to you. Please confirm under Handovers once it is done.',
    },
  },
  payslipReady: {
    subject: { zh: '工资条已发布：{month}', en: 'Your payslip is ready: {month}' },
    body: {
      zh: '您 {month} 的工资条已发布，可在「我的工资条」中查看。',
      en: 'Your payslip for {month} has been published. You can read it under My payslips.',
    },
  },
  rosterPublished: {
    subject: { zh: '排班已发布：{month}', en: 'Your shifts are published: {month}' },
    body: {
      zh: '{organ} {month} 的排班已发布，您本月有 {days} 天排班。可在「换班」中查看您的班次。',
      en: 'The {month} roster of {organ} is published: you have shifts on {days} days. See your shifts under Shift swaps.',
    },
  },
  shiftChanged: {
    subject: { zh: '班次变更：{day}', en: 'Your shift changed: {day}' },
    body: {
      zh: '您 {day} 的班次已由「{before}」改为「{after}」。',
      en: 'Your shift on {day} changed from "{before}" to "{after}".',
    },
  },
  shiftsChanged: {
    subject: { zh: '班次变更：{month}', en: 'Your shifts changed: {month}' },
    body: {
      zh: '您 {month} 的班次已重新安排，共 {days} 天有变化。',
      en: 'Your shifts in {month} were rearranged: {days} days changed.',
    },
  },
  swapApproved: {
    subject: { zh: '调班已批准：{day} ⇄ {otherDay}', en: 'Shift swap approved: {day} ⇄ {otherDay}' },
    body: {
      zh: '{name}（{day}）与 {otherName}（{otherDay}）的调班已批准，班次已互换。',
      en: 'The swap of {name} ({day}) and {otherName} ({otherDay}) is approved: the shifts are exchanged.',
    },
  },
  swapRejected: {
    subject: { zh: '调班未通过：{day} ⇄ {otherDay}', en: 'Shift swap not approved: {day} ⇄ {otherDay}' },
    body: {
      zh: '{name}（{day}）与 {otherName}（{otherDay}）的调班未通过，班次不变。',
      en: 'The swap of {name} ({day}) and {otherName} ({otherDay}) was not approved: the shifts stay as they were.',
    },
  },
  taskDone: {
    subject: { zh: '任务已完成：{task}', en: 'Task finished: {task}' },
    body: {
      zh: '您发起的「{task}」已完成：成功 {ok} 条，失败 {failed} 条。',
      en: 'Your task "{task}" has finished: {ok} succeeded, {failed} failed.',
    },
  },
  taskFailed: {
    subject: { zh: '任务失败：{task}', en: 'Task failed: {task}' },
    body: {
      zh: '您发起的「{task}」未能完成：{reason}',
      en: 'Your task "{task}" could not finish: {reason}',
    },
  },
} satisfies Record<string, { subject: Text; body: Text }>

export type Template = keyof typeof TEMPLATES
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as Template[]

const WORDS = {
  comment: { zh: '意见：{comment}', en: 'Comment: {comment}' },
  button: { zh: '查看详情', en: 'Open' },
  openInPortal: { zh: '在人力资源门户中打开：', en: 'Open it in the HR Portal:' },
  footer: {
    zh: '您收到此通知，是因为您在人力资源门户中开启了此类通知。可在「个人中心 › 通知」中更改。',
    en: 'You receive this because this kind of notice is on in your HR Portal settings. Change it under Profile › Notifications.',
  },
  // Why a delivery did not go out, as the administrators' page shows it (stored as `key|detail`).
  'error.mail': { zh: '邮件服务器未接收', en: 'The mail server did not accept it' },
  'error.platform': { zh: '消息平台调用失败', en: 'The messaging platform call failed' },
  'error.timeout': { zh: '消息平台未及时响应', en: 'The messaging platform did not answer in time' },
  'error.unknownUser': { zh: '消息平台不认识此人员', en: 'The messaging platform does not know this person' },
  'error.noAddress': { zh: '此人员没有邮箱地址', en: 'This person has no e-mail address' },
  'error.notConnected': { zh: '未连接此消息平台', en: 'This messaging platform is not connected' },
  'error.notMember': { zh: '此人员已不在本企业', en: 'This person is no longer in the company' },
  'error.left': { zh: '此人员已离职，通知未发送', en: 'This person has left the company: the notice was not sent' },
  'error.noFunction': {
    zh: '此人员已无查看此内容的权限，通知未发送',
    en: 'This person no longer has the permission this notice needs: it was not sent',
  },
  'error.outOfRange': {
    zh: '此内容已超出此人员的数据范围，通知未发送',
    en: "This notice is outside the person's data range now: it was not sent",
  },
  'error.notManager': {
    zh: '此人员已不是相关员工的直属上级，通知未发送',
    en: 'This person is no longer the line manager of the employee concerned: the notice was not sent',
  },
  'error.badNeed': {
    zh: '无法确认此人员可否接收，通知未发送',
    en: 'Whether this person may receive the notice could not be checked: it was not sent',
  },
  'error.unknown': { zh: '发送失败', en: 'Sending failed' },
  // Route errors.
  deliveryNotFound: { zh: '通知发送记录不存在', en: 'The delivery does not exist' },
  notRetryable: { zh: '只能重试发送失败的通知', en: 'Only failed deliveries can be retried' },
} satisfies Record<string, Text>

export type WordKey = keyof typeof WORDS

const pick = (value: Param, lang: Lang): string => (typeof value === 'object' ? value[lang] : String(value))

const fill = (template: string, params: Params, lang: Lang) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => (params[name] === undefined ? '' : pick(params[name], lang)))

/** A word of the notify service in `lang`, with `{name}` placeholders filled. */
export const word = (lang: Lang, key: WordKey, params: Params = {}): string => fill(WORDS[key][lang], params, lang)

/** A notice's subject and plain-text body in `lang` (a `comment` param adds its line). */
export function renderNotice(template: Template, params: Params, lang: Lang): { subject: string; body: string } {
  const text = TEMPLATES[template]
  const comment = params.comment ? `\n${word(lang, 'comment', params)}` : ''
  return {
    subject: fill(text.subject[lang], params, lang).slice(0, 300),
    body: `${fill(text.body[lang], params, lang)}${comment}`,
  }
}
