import { callThrough } from '@hr-portal/api/client'
import {
  contractApi as contractsApi,
  type ContractInput,
  type ContractStatus,
  type ListQuery,
  type Term,
} from '@hr-portal/api/client/contract'
import { type FileResult, filesApi } from '@hr-portal/api/client/files'
import { type FormEvent, workflowApi } from '@hr-portal/api/client/workflow'
import { http } from '@hr-portal/kit'

// Employment contracts' answers, typed by the contract (api/src/contract).
export type {
  ContractChange,
  ContractDocument,
  ContractInput,
  ContractStatus,
  ContractView as Contract,
  ListQuery,
  Term,
} from '@hr-portal/api/client/contract'
export const TERMS: Term[] = ['fixed', 'open', 'project']
export const STATUSES: ContractStatus[] = ['draft', 'active', 'expired', 'terminated', 'renewed']

/** The steps, candidates and history of a workflow request, and the events the viewer may fire (the contract's, api/src/workflow). */
export type { FlowDetail as Flow } from '@hr-portal/api/client/workflow'
const workflow = workflowApi(callThrough(http))
const files = filesApi(callThrough(http))

const { contracts } = contractsApi(callThrough(http))

export const contractApi = {
  list: (query: ListQuery) => contracts.list(query),
  detail: (id: number) => contracts.detail({ id }),
  mine: () => contracts.mine(),
  add: (employeeId: number, input: ContractInput) => contracts.add({ employeeId, ...input }),
  update: (id: number, input: ContractInput) => contracts.update({ id, ...input }),
  renew: (id: number, body: { term: Term; endDate: string; reason: string }) => contracts.renew({ id, ...body }),
  terminate: (id: number, body: { date: string; reason: string }) => contracts.terminate({ id, ...body }),
  notRenew: (id: number, body: { reason: string }) => contracts.notRenew({ id, ...body }),
  change: (id: string) => contracts.change({ id }),
  document: (id: number, fileId: string) => contracts.document({ id, fileId }),
  upload: async (file: File) => {
    const answer = await http.upload<FileResult>('/filecenter/web/upLoad/upload', { file })
    if (!answer.result) throw new Error(answer.msg)
    return answer.result
  },
  myFiles: () => files.files.list({ page: 1, rows: 50 }),
  flow: (bizType: string, bizId: string) => workflow.block.get({ bizType, bizId }),
  event: (event: FormEvent, instanceId: string, comment: string) => workflow.form[event]({ instanceId, comment }),
}
