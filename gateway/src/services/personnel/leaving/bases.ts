import type { personnelContract } from '@hr-portal/api'

export type LeavingBasis = (typeof personnelContract.LEAVING_BASES)[number]

/**
 * What each legal basis of leaving owes (劳动合同法 art. 46): economic compensation after an agreement proposed by the
 * employer (art. 36), a no-fault termination (art. 40), a redundancy (art. 41) and a contract not renewed by the
 * employer (art. 44); nothing after the employee's own resignation (art. 37) or a termination for misconduct
 * (art. 39). An art. 40 termination without 30 days' notice also owes one month's wage in its place (N + 1).
 */
export const BASES: Record<
  LeavingBasis,
  { article: number; compensation: boolean; noticePay: boolean; zh: string; en: string }
> = {
  mutual: { article: 36, compensation: true, noticePay: false, zh: '协商一致解除', en: 'Ended by agreement' },
  resignation: { article: 37, compensation: false, noticePay: false, zh: '员工辞职', en: 'Resignation' },
  misconduct: { article: 39, compensation: false, noticePay: false, zh: '过失性解除', en: 'Dismissal for misconduct' },
  noFault: { article: 40, compensation: true, noticePay: true, zh: '无过失性解除', en: 'Termination without fault' },
  redundancy: { article: 41, compensation: true, noticePay: false, zh: '经济性裁员', en: 'Redundancy' },
  expiry: { article: 44, compensation: true, noticePay: false, zh: '合同到期不续', en: 'Contract not renewed' },
}

/** Whether the basis owes N + 1: an art. 40 termination without 30 days' written notice. */
export const owesNoticePay = (basis: LeavingBasis, noticeGiven: boolean): boolean =>
  BASES[basis].noticePay && !noticeGiven
