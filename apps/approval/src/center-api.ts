import { callThrough } from '@hr-portal/api/client'
import { type CenterRow, type Tab, workflowApi } from '@hr-portal/api/client/workflow'
import { http } from '@hr-portal/kit'
import { remindAndName } from './remind'

// The approval centre's answers, typed by the contract (api/src/workflow).
export type { CenterRow, CenterType, FlowDetail, Tab } from '@hr-portal/api/client/workflow'

/** The workflow service (gateway services/workflow): resolves the result, rejects with the request's error. */
export const workflow = workflowApi(callThrough(http))

/** §3 list parameter: `approvalType` narrows the lists and counts to one business type ('' for all). */
const ofType = (approvalType: string) => (approvalType ? { approvalType } : {})

export const centerApi = {
  counts: (approvalType = '') => workflow.center.findCount(ofType(approvalType)),
  list: (tab: Tab, page: number, approvalType = '') =>
    workflow.center.list({ tab, page, rows: 10, ...ofType(approvalType) }),
  types: () => workflow.center.types(),
  /** One request as its approval form reads it (the link of a notice names only the request). */
  request: (instanceId: string) => workflow.form.preview({ instanceId }),
  /** Reminds the current step's approvers and answers their names (remind.ts). */
  remind: (row: CenterRow) =>
    remindAndName(row, {
      send: (instanceId) => workflow.reminders.sendRemindMsg({ instanceId }),
      candidates: (instanceId) => workflow.reminders.getCandidates({ instanceId }),
    }),
}
