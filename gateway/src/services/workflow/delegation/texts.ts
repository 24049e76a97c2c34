import { workflowContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../types'

/** Envelope codes of approval delegation (range 4114xx), from the contract. */
export const delegationCodes = workflowContract.DELEGATION

const catalogue = {
  absenceNotFound: { en: 'This absence does not exist', zh: '该休假委托不存在' },
  badSpan: { en: 'The end must be after the start and still to come', zh: '结束时间须晚于开始时间，且不能已经过去' },
  overlap: {
    en: 'You are already away from {from} to {to} (delegated to {name}): absences cannot overlap',
    zh: '您在 {from} 至 {to} 已有委托（委托给{name}），时间不能重叠',
  },
  selfDelegate: { en: 'You cannot delegate your approvals to yourself', zh: '不能委托给自己' },
  notMember: { en: 'The delegate must be a colleague in this company', zh: '受托人须为本企业的同事' },
  cannotApprove: {
    en: '{name} cannot approve requests in this company: pick a colleague who can',
    zh: '{name}在本企业没有审批权限，请选择有审批权限的同事',
  },
  endOnlyActive: {
    en: 'Only an absence under way can be ended early; delete a planned one instead',
    zh: '只能提前结束进行中的委托；尚未开始的请直接删除',
  },
  deleteActive: { en: 'An absence under way cannot be deleted: end it first', zh: '进行中的委托不能删除，请先结束' },
  notApprover: {
    en: 'Only people who approve requests in this company can delegate their approvals',
    zh: '只有在本企业有审批权限的人员才能委托审批',
  },
} as const

export type DelegationTextKey = keyof typeof catalogue

const codeOf: Record<DelegationTextKey, number> = {
  absenceNotFound: delegationCodes.absenceNotFound,
  badSpan: delegationCodes.badSpan,
  overlap: delegationCodes.overlap,
  selfDelegate: delegationCodes.badDelegate,
  notMember: delegationCodes.badDelegate,
  cannotApprove: delegationCodes.badDelegate,
  endOnlyActive: delegationCodes.badState,
  deleteActive: delegationCodes.badState,
  notApprover: delegationCodes.notApprover,
}

/** A GatewayError with the text `key` in `lang` ({name} placeholders from vars). */
export function delegationError(
  lang: Lang,
  key: DelegationTextKey,
  vars: Record<string, string | number> = {},
): GatewayError {
  return new GatewayError(
    codeOf[key],
    catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')),
  )
}
