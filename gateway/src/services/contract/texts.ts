import { contractContract } from '@hr-portal/api'
import { message, renderMessage } from '../../core/message-text'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of employment contracts (range 412601–412649). */
export const contractCodes = contractContract.CONTRACT

const catalogue = {
  notFound: { en: 'The contract does not exist', zh: '合同不存在' },
  badType: {
    en: 'The contract type {code} is not an enabled value of the contract type dictionary',
    zh: '合同类型 {code} 不是合同类型字典中启用的值',
  },
  badDates: { en: 'Check the dates: {reason}', zh: '请检查日期：{reason}' },
  badProbation: { en: 'Check the probation: {reason}', zh: '请检查试用期：{reason}' },
  badDocument: {
    en: 'The document {id} is not a file you uploaded to the file centre',
    zh: '文件 {id} 不是您上传到文件中心的文件',
  },
  notEditable: { en: 'A contract that is {status} can no longer be changed', zh: '状态为{status}的合同不能再修改' },
  overlap: {
    en: 'The employee already has an active contract from {from} to {to}',
    zh: '该员工已有 {from} 至 {to} 的生效合同',
  },
  changePending: {
    en: 'A renewal or termination of this contract is waiting for approval',
    zh: '该合同已有待审批的续签或终止申请',
  },
  notChangeable: {
    en: 'Only an active contract with an end date not yet decided can be renewed or not renewed, and only an active one terminated',
    zh: '只有有结束日期且尚未决定续签与否的生效合同可以续签或不续签，只有生效合同可以终止',
  },
  changeNotFound: { en: 'The contract change does not exist', zh: '合同变更申请不存在' },
  probationOverLimit: {
    en: 'For this contract term the law allows a probation of at most {months} month(s) (Labour Contract Law art. 19)',
    zh: '按该合同期限，试用期最长 {months} 个月（《劳动合同法》第十九条）',
  },
  employeeNotFound: {
    en: 'The employee does not exist or is outside your data range',
    zh: '员工不存在或不在您的数据范围内',
  },
} as const

/** Reasons inside badDates and badProbation. */
const reasons = {
  date: { en: 'dates are yyyy-mm-dd', zh: '日期格式为 yyyy-mm-dd' },
  endNeeded: { en: 'a fixed-term contract needs an end date', zh: '固定期限合同须填写结束日期' },
  noEnd: { en: 'an open-ended contract has no end date', zh: '无固定期限合同没有结束日期' },
  projectNeeded: { en: 'a project-based contract names its project', zh: '以完成一定工作任务为期限的合同须填写项目' },
  endAfterStart: { en: 'the end date must be after the start date', zh: '结束日期须晚于开始日期' },
  signAfterStart: { en: 'the signing date may not be after the start date', zh: '签订日期不能晚于开始日期' },
  effective: { en: 'the date must lie within the contract', zh: '日期须在合同期限内' },
  months: { en: '0 to 6 months', zh: '0 到 6 个月' },
  endWithout: { en: 'a probation end needs probation months', zh: '填写试用期结束日期须先填写试用期月数' },
  within: { en: 'the probation must end within the contract term', zh: '试用期须在合同期限内结束' },
} as const
export type ContractReason = keyof typeof reasons

const STATUS_NAMES: Record<string, { en: string; zh: string }> = {
  draft: { en: 'draft', zh: '草稿' },
  active: { en: 'active', zh: '生效' },
  expired: { en: 'expired', zh: '已到期' },
  terminated: { en: 'terminated', zh: '已终止' },
  renewed: { en: 'renewed', zh: '已续签' },
}

export type ContractErrorKey = keyof typeof catalogue

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

/** The error `key` in `lang`, with `{name}` placeholders filled. */
export const contractError = (
  lang: Lang,
  key: ContractErrorKey,
  vars: Record<string, string | number> = {},
): GatewayError => new GatewayError(contractCodes[key], fill(catalogue[key][lang], vars))

/** A dates or probation error naming its reason. */
export const reasonError = (lang: Lang, key: 'badDates' | 'badProbation', reason: ContractReason): GatewayError =>
  contractError(lang, key, { reason: reasons[reason][lang] })

/** The not-editable error naming the contract's status. */
export const statusError = (lang: Lang, status: string): GatewayError =>
  contractError(lang, 'notEditable', { status: STATUS_NAMES[status]?.[lang] ?? status })

/** How a change reads in its workflow request (the same in both languages, as the other requests). */
/** A change request's title: a message shown in the reader's language, and its Chinese text (kept for search). */
export function changeTitle(kind: string, name: string) {
  const key =
    kind === 'renewal' ? 'contract.renewal' : kind === 'nonRenewal' ? 'contract.nonRenewal' : 'contract.termination'
  const titleMessage = message(key, { name })
  return { title: renderMessage(titleMessage, 'zh'), titleMessage }
}
