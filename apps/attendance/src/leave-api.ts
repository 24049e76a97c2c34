import { call } from '@hr-portal/kit'

/** A balance in its type's unit: days, or hours for an hourly type. */
export interface Balance { typeCode: string; nameZh: string; nameEn: string; unit: 'day' | 'hour'; total: number; used: number; pending: number; left: number }
/** `eligible`: whether the signed-in person may take it (a type may be limited by gender or months of service). */
export interface LeaveType { code: string; nameZh: string; nameEn: string; tracked: boolean; unit: 'day' | 'hour'; eligible: boolean }
export interface LeaveRequest {
  id: string; typeCode: string; typeNameZh: string; typeNameEn: string; startDate: string; startHalf: string; endDate: string; endHalf: string
  days: number; reason: string; status: string; instanceId: string | null; createdAt: number; applicantName?: string; mine?: boolean
  /** An hourly leave: its times on its one day and its hours (null and 0 for a leave in half days). */
  startTime: string | null; endTime: string | null; hours: number
}
/** A leave asked in half days, or (an hourly type) one day from `startTime` to `endTime`. */
export interface ApplyInput {
  typeCode: string; startDate: string; startHalf: 'am' | 'pm'; endDate: string; endHalf: 'am' | 'pm'; reason: string; startTime?: string; endTime?: string
}
export interface PatchCardInput { day: string; time: string; kind: 'in' | 'out'; reason: string }
export interface PatchCard extends PatchCardInput { id: string; status: string; instanceId: string | null; createdAt: number; applicantName?: string }
/** The business types of this app's requests (workflow bizType). */
export type BizType = 'leave' | 'patchCard' | 'maternityExtra' | 'overtime'
export interface MaternityExtra {
  id: string; requestId: string; days: number; reason: string; status: string; instanceId: string | null; createdAt: number
  applicantName: string; leave: { startDate: string; startHalf: string; endDate: string; endHalf: string; days: number } | null
  newEndDate: string | null
}
export interface FlowDetail {
  id: string; status: string; applicantName: string
  steps: Array<{ index: number; nameZh: string; nameEn: string }>
  currentStep: number
  history: Array<{ seq: number; event: string; actorName: string; comment: string; toStatus: string; createdAt: number; onBehalfOf?: { name: string } | null }>
  candidates: Array<{ userId: number; name: string; status: string }>
  events: string[]
}

export const leaveApi = {
  types: () => call<LeaveType[]>('/vacation/web/leave/types', {}),
  balances: (year: number) => call<Balance[]>('/vacation/web/leave/balances', { year }),
  mine: (page: number, rows: number) => call<{ total: number; rows: LeaveRequest[] }>('/vacation/web/leave/mine', { page, rows }),
  apply: (input: ApplyInput) => call<{ id: string; instanceId: string; days: number }>('/vacation/web/leave/apply', input),
  detail: (id: string) => call<LeaveRequest>('/vacation/web/leave/detail', { id }),
  cancelLeave: (id: string) => call<{ status: string }>('/vacation/web/leave/cancelLeave', { id }),
  flow: (id: string, bizType: BizType = 'leave') => call<FlowDetail | null>('/workflow/web/approveBlock', { bizType, bizId: id }),
  maternityExtra: (id: string) => call<MaternityExtra>('/vacation/web/leave/maternityExtraDetail', { id }),
  maternityExtras: (requestId: string) => call<MaternityExtra[]>('/vacation/web/leave/maternityExtraList', { id: requestId }),
  patchCards: () => call<PatchCard[]>('/vacation/web/patchCard/mine', {}),
  patchCard: (id: string) => call<PatchCard>('/vacation/web/patchCard/detail', { id }),
  applyPatchCard: (input: PatchCardInput) => call<{ id: string; instanceId: string }>('/vacation/web/patchCard/apply', input),
  /** A §4 approval-form event (resolve, reject, cancel …) on the request's workflow instance. */
  event: (event: string, instanceId: string, comment: string) => call<FlowDetail>(`/workflow/web/approveForm/${event}`, { instanceId, comment }),
}
