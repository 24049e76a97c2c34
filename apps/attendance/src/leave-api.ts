import { callThrough } from '@hr-portal/api/client'
import {
  vacationApi,
  type ApplyInput,
  type MaternityExtraInput,
  type PatchCardInput,
} from '@hr-portal/api/client/vacation'
import { call, http } from '@hr-portal/kit'

// The vacation service's answers, typed by the contract (api/src/vacation).
export type {
  Balance,
  LeaveType,
  LeaveRequest,
  LeaveRequestDetail,
  ApplyInput,
  PatchCard,
  PatchCardDetail,
  PatchCardInput,
  MaternityExtra,
  MaternityExtraRow,
} from '@hr-portal/api/client/vacation'

/** The vacation service (gateway services/vacation): `vacation.leave.apply(input)` resolves the result, rejects with the request's error. */
export const vacation = vacationApi(callThrough(http))

// Routes of the workflow service the leave pages use, not yet declared in the contract.
/** The business types of this app's requests (workflow bizType). */
export type BizType = 'leave' | 'patchCard' | 'maternityExtra' | 'overtime'
export interface FlowDetail {
  id: string
  status: string
  applicantName: string
  steps: Array<{ index: number; nameZh: string; nameEn: string }>
  currentStep: number
  history: Array<{
    seq: number
    event: string
    actorName: string
    comment: string
    toStatus: string
    createdAt: number
    onBehalfOf?: { name: string } | null
  }>
  candidates: Array<{ userId: number; name: string; status: string }>
  events: string[]
}

export const leaveApi = {
  types: () => vacation.leave.types(),
  balances: (year: number) => vacation.leave.balances({ year }),
  mine: (page: number, rows: number) => vacation.leave.mine({ page, rows }),
  apply: (input: ApplyInput) => vacation.leave.apply(input),
  detail: (id: string) => vacation.leave.detail({ id }),
  cancelLeave: (id: string) => vacation.leave.cancelLeave({ id }),
  flow: (id: string, bizType: BizType = 'leave') =>
    call<FlowDetail | null>('/workflow/web/approveBlock', { bizType, bizId: id }),
  maternityExtra: (id: string) => vacation.maternityExtra.detail({ id }),
  applyMaternityExtra: (input: MaternityExtraInput) => vacation.maternityExtra.apply(input),
  maternityExtras: (requestId: string) => vacation.maternityExtra.list({ id: requestId }),
  patchCards: () => vacation.patchCards.mine(),
  patchCard: (id: string) => vacation.patchCards.detail({ id }),
  applyPatchCard: (input: PatchCardInput) => vacation.patchCards.apply(input),
  /** A §4 approval-form event (resolve, reject, cancel …) on the request's workflow instance. */
  event: (event: string, instanceId: string, comment: string) =>
    call<FlowDetail>(`/workflow/web/approveForm/${event}`, { instanceId, comment }),
}
