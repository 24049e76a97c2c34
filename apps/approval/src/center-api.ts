import { call } from '@hr-portal/kit'

export type Tab = 'todo' | 'done' | 'started'
export interface CenterRow {
  id: string
  bizType: string
  bizId: string
  title: string
  summary: string
  applicantName: string
  status: string
  currentStepName: { zh: string; en: string } | null
  createdAt: number
  updatedAt: number
  /** In my to-do: the away approver I hold the request for as their delegate. */
  onBehalfOf?: { id: number; name: string } | null
}

/** An approval (business) type among my requests: `name` is the one its workflow was saved under, if any. */
export interface CenterType {
  bizType: string
  name: string | null
}

/** §3 list parameter: `approvalType` narrows the lists and counts to one business type ('' for all). */
const ofType = (approvalType: string) => (approvalType ? { approvalType } : {})

export const centerApi = {
  counts: (approvalType = '') =>
    call<Record<Tab, number>>('/workflow/web/approveCenter/findCount', ofType(approvalType)),
  list: (tab: Tab, page: number, approvalType = '') =>
    call<{ total: number; page: number; totalPage: number; rows: CenterRow[] }>('/workflow/web/approveCenter/list', {
      tab,
      page,
      rows: 10,
      ...ofType(approvalType),
    }),
  types: () => call<CenterType[]>('/workflow/web/approveCenter/types', {}),
  /** One request as its approval form reads it (the link of a notice names only the request). */
  request: (instanceId: string) =>
    call<{ id: string; bizType: string; bizId: string | number; title: string }>('/workflow/web/approveForm/preview', {
      instanceId,
    }),
  remind: (instanceId: string) => call<unknown>('/workflow/web/workflow/sendRemindMsg', { instanceId }),
}
