import { workflowContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from './types'

/** Envelope codes of the workflow and the approval centre (range 4100xx), from the contract. */
export const workflowCodes = workflowContract.WORKFLOW

const catalogue = {
  instanceNotFound: { en: 'The request does not exist', zh: '审批单不存在' },
  illegalTransition: {
    en: 'The request is {status}: "{event}" is not possible',
    zh: '审批单当前状态为{status}，不能执行“{event}”',
  },
  notCandidate: { en: 'You are not an approver of the current step', zh: '您不是当前步骤的审批人' },
  notApplicant: { en: 'Only the applicant can do this', zh: '只有申请人可以执行此操作' },
  noApprover: {
    en: 'No approver was found for this request (no line manager and nobody in the role)',
    zh: '未找到审批人（没有直属上级，角色中也没有人员）',
  },
  remindTooSoon: {
    en: 'The approvers were reminded just now: try again in {s} seconds',
    zh: '刚刚已催办，请 {s} 秒后再试',
  },
  noSteps: { en: 'A workflow needs at least one step', zh: '流程至少需要一个步骤' },
  badApprover: {
    en: 'Step {n}: a manager step needs its level (1 to 5), a role step its role',
    zh: '第 {n} 步：上级审批需指定层级（1 至 5），角色审批需指定角色',
  },
  unknownRole: { en: 'Step {n}: role {id} does not exist', zh: '第 {n} 步：角色 {id} 不存在' },
  unknownApplicant: { en: 'The applicant {id} is not a member of this company', zh: '申请人 {id} 不属于本企业' },
} as const

export type WorkflowTextKey = keyof typeof catalogue

/** Status names for messages, in both languages. */
export const STATUS_TEXT: Record<string, { en: string; zh: string }> = {
  draft: { en: 'a draft', zh: '草稿' },
  running: { en: 'in approval', zh: '审批中' },
  returned: { en: 'sent back', zh: '已退回' },
  approved: { en: 'approved', zh: '已通过' },
  rejected: { en: 'rejected', zh: '已驳回' },
  cancelled: { en: 'recalled', zh: '已撤回' },
}

/** Event names for messages, in both languages (as the buttons say them). */
export const EVENT_TEXT: Record<string, { en: string; zh: string }> = {
  save: { en: 'save', zh: '保存' },
  repeatCommit: { en: 'resubmit', zh: '重新提交' },
  resolve: { en: 'approve', zh: '通过' },
  reject: { en: 'reject', zh: '驳回' },
  backRepeatResolve: { en: 'send back', zh: '退回' },
  backRepeatCommit: { en: 'resubmit', zh: '重新提交' },
  cancel: { en: 'withdraw', zh: '撤回' },
  remind: { en: 'remind', zh: '催办' },
}

/** A GatewayError with the text `key` in `lang` ({name} placeholders from vars). */
export function workflowError(
  lang: Lang,
  key: WorkflowTextKey,
  vars: Record<string, string | number> = {},
): GatewayError {
  const code =
    key === 'noSteps' || key === 'unknownRole' || key === 'badApprover'
      ? workflowCodes.badDefinition
      : workflowCodes[key]
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(code, text)
}
