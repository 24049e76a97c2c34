import { callThrough } from '@hr-portal/api/client'
import { leaveApi, type ApplyInput, type MaternityExtraInput, type PatchCardInput } from '@hr-portal/api/client/leave'
import { type BizType, type FormEvent, workflowApi } from '@hr-portal/api/client/workflow'
import { http } from '@hr-portal/kit'

// The vacation service's answers, typed by the contract (api/src/leave).
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
  LeavePreview,
} from '@hr-portal/api/client/leave'

/** The vacation service (gateway services/leave): `vacation.leave.apply(input)` resolves the result, rejects with the request's error. */
export const vacation = leaveApi(callThrough(http))

// A request's approval (the workflow service), typed by the contract (api/src/workflow).
export type { BizType, FlowDetail, FormEvent } from '@hr-portal/api/client/workflow'
const workflow = workflowApi(callThrough(http))

export const leaveCalls = {
  types: () => vacation.leave.types(),
  balances: (year: number) => vacation.leave.balances({ year }),
  mine: (page: number, rows: number) => vacation.leave.mine({ page, rows }),
  apply: (input: ApplyInput) => vacation.leave.apply(input),
  /** What a leave would take from each year it falls in (before submitting), and what a request takes (its approvers). */
  preview: (input: Omit<ApplyInput, 'reason'>) => vacation.balances.preview(input),
  requestYears: (id: string) => vacation.balances.ofRequest({ id }),
  detail: (id: string) => vacation.leave.detail({ id }),
  cancelLeave: (id: string) => vacation.leave.cancelLeave({ id }),
  /** The approval block of a request of this app: bizType 'leave' (default), 'patchCard', 'maternityExtra' or 'overtime'. */
  flow: (id: string, bizType: BizType = 'leave') => workflow.block.get({ bizType, bizId: id }),
  maternityExtra: (id: string) => vacation.maternityExtra.detail({ id }),
  applyMaternityExtra: (input: MaternityExtraInput) => vacation.maternityExtra.apply(input),
  maternityExtras: (requestId: string) => vacation.maternityExtra.list({ id: requestId }),
  patchCards: () => vacation.patchCards.mine(),
  patchCard: (id: string) => vacation.patchCards.detail({ id }),
  applyPatchCard: (input: PatchCardInput) => vacation.patchCards.apply(input),
  /** A §4 approval-form event (resolve, reject, cancel …) on the request's workflow instance. */
  event: (event: FormEvent, instanceId: string, comment: string) => workflow.form[event]({ instanceId, comment }),
}
