import type { Page } from '../api'
import { call, http } from '@hr-portal/kit'

export type Term = 'fixed' | 'open' | 'project'
export type ContractStatus = 'draft' | 'active' | 'expired' | 'terminated' | 'renewed'
export const TERMS: Term[] = ['fixed', 'open', 'project']
export const STATUSES: ContractStatus[] = ['draft', 'active', 'expired', 'terminated', 'renewed']

export interface ContractDocument {
  fileId: string
  name: string
}

/** One employment contract (gateway services/contract/store.ts ContractView). */
export interface Contract {
  id: number
  employeeId: number
  employeeName: string
  jobNumber: string
  typeCode: string
  typeName: string
  term: Term
  startDate: string
  endDate: string | null
  project: string
  probationMonths: number
  probationEnd: string | null
  signDate: string | null
  status: ContractStatus
  documents: ContractDocument[]
  previousId: number | null
  terminatedOn: string | null
  terminationReason: string
  daysLeft: number | null
  pending: { id: string; kind: string; instanceId: string | null } | null
}

export interface ContractChange {
  id: string
  kind: 'renewal' | 'termination'
  status: string
  newTerm: Term | null
  newEndDate: string | null
  effectiveDate: string
  reason: string
  instanceId: string | null
  newContractId: number | null
  createdAt: number
}

export interface ContractInput {
  typeCode: string
  term: Term
  startDate: string
  endDate: string
  project: string
  probationMonths: number
  probationEnd: string
  signDate: string
  documents: string[]
  status?: 'draft' | 'active'
}

export type ListQuery = {
  page: number
  rows: number
  keyword?: string
  status?: string
  expiringWithin?: number
  employeeId?: number
}

/** The steps, candidates and history of a workflow request, and the events the viewer may fire. */
export interface Flow {
  status: string
  currentStep: number
  steps: Array<{ index: number; nameZh: string; nameEn: string }>
  candidates: Array<{ userId: number; name: string }>
  history: Array<{ seq: number; event: string; actorName: string; comment: string; createdAt: number }>
  events: string[]
}

const base = '/contract/web/contract'

export const contractApi = {
  list: (query: ListQuery) => call<Page<Contract>>(`${base}/list`, query),
  detail: (id: number) => call<Contract & { changes: ContractChange[] }>(`${base}/detail`, { id }),
  mine: () => call<Contract[]>(`${base}/mine`, {}),
  add: (employeeId: number, input: ContractInput) =>
    call<Contract>(`${base}/addContractSelf`, { employeeId, ...input }),
  update: (id: number, input: ContractInput) => call<Contract>(`${base}/updateContractSelf`, { id, ...input }),
  renew: (id: number, body: { term: Term; endDate: string; reason: string }) =>
    call<{ id: string }>(`${base}/renew`, { id, ...body }),
  terminate: (id: number, body: { date: string; reason: string }) =>
    call<{ id: string }>(`${base}/terminate`, { id, ...body }),
  change: (id: string) => call<ContractChange & { contract: Contract }>(`${base}/change`, { id }),
  document: (id: number, fileId: string) => http.exportBlob(`${base}/document`, { id, fileId }, { raw: true }),
  upload: async (file: File) => {
    const answer = await http.upload<{ id: string; fileName: string }>('/filecenter/web/upLoad/upload', { file })
    if (!answer.result) throw new Error(answer.msg)
    return answer.result
  },
  myFiles: () => call<Page<{ id: string; fileName: string }>>('/filecenter/web/upLoad/list', { page: 1, rows: 50 }),
  flow: (bizType: string, bizId: string) => call<Flow | null>('/workflow/web/approveBlock', { bizType, bizId }),
  event: (event: string, instanceId: string, comment: string) =>
    call<Flow & { status: string }>(`/workflow/web/approveForm/${event}`, { instanceId, comment }),
}
