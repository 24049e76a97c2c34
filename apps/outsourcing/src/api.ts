import { call, http } from '@hr-portal/kit'

export type RateUnit = 'hour' | 'day' | 'month'
export interface Provider {
  id: number
  name: string
  contactName: string
  contactPhone: string
  contractFrom: string
  contractTo: string
  rateUnit: RateUnit
  rate: string
}
export type ProviderInput = Omit<Provider, 'id'> & { id?: number }
export interface Assignment {
  id: number
  workerId: number
  organId: number
  organName: string
  from: string
  to: string | null
  rate: string | null
}
export interface Worker {
  id: number
  providerId: number
  providerName: string
  name: string
  idNumber: string
  mobile: string
  skills: string
  /** The account name, or null when the worker has none. */
  account: string | null
  assignments: Assignment[]
}
export interface WorkerInput {
  id?: number
  providerId: number
  name: string
  idNumber: string
  mobile: string
  skills: string
  account?: { userName: string; password: string }
}
export interface AssignmentInput {
  id?: number
  workerId: number
  organId: number
  from: string
  to?: string
  rate?: string
}
export interface StatementLine {
  workerId: number
  workerName: string
  organId: number
  organName: string
  rateUnit: RateUnit
  rate: string
  daysWorked: number
  hoursWorked: string
  amount: string
}
export interface Statement {
  providerId: number
  providerName: string
  month: string
  rateUnit: RateUnit
  confirmed: boolean
  confirmedAt: number | null
  total: string
  lines: StatementLine[]
}
export interface Organ {
  id: number
  name: string
  children?: Organ[]
}

const O = '/joyhr/web/outsourcing'

/** The outsourcing service (services/outsourcing) and the departments to assign workers to. */
export const api = {
  providers: () => call<{ providers: Provider[] }>(`${O}/provider/list`).then((r) => r.providers),
  saveProvider: (provider: ProviderInput) => call<{ id: number }>(`${O}/provider/save`, provider),
  workers: (providerId?: number) =>
    call<{ workers: Worker[] }>(`${O}/worker/list`, providerId ? { providerId } : {}).then((r) => r.workers),
  saveWorker: (worker: WorkerInput) => call<{ id: number }>(`${O}/worker/save`, worker),
  saveAssignment: (assignment: AssignmentInput) => call<{ id: number }>(`${O}/assignment/save`, assignment),
  removeAssignment: (id: number) => call<{ id: number }>(`${O}/assignment/remove`, { id }),
  statement: (providerId: number, month: string) => call<Statement>(`${O}/statement/get`, { providerId, month }),
  confirm: (providerId: number, month: string) => call<Statement>(`${O}/statement/confirm`, { providerId, month }),
  exportStatement: (providerId: number, month: string) =>
    http.exportBlob(`${O}/statement/export`, { providerId, month }, { raw: true }),
  organs: () => call<Organ[]>('/ums/web/organ/organTreeList', {}),
}

/** Departments of the tree, depth first, with their depth for indenting. */
export function flatOrgans(organs: Organ[], depth = 0): Array<{ id: number; name: string; depth: number }> {
  return organs.flatMap((organ) => [
    { id: organ.id, name: organ.name, depth },
    ...flatOrgans(organ.children ?? [], depth + 1),
  ])
}

/** YYYY-MM of today. */
export const currentMonth = (): string => new Date().toISOString().slice(0, 7)
