import { callThrough } from '@hr-portal/api/client'
import {
  outsourcingApi,
  type AssignmentInput,
  type ProviderInput,
  type WorkerInput,
} from '@hr-portal/api/client/outsourcing'
import { personnelApi, type Organ } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

// The outsourcing service's answers, typed by the contract (api/src/outsourcing).
export type {
  Assignment,
  AssignmentInput,
  Provider,
  ProviderInput,
  RateUnit,
  Statement,
  StatementLine,
  Worker,
  WorkerInput,
} from '@hr-portal/api/client/outsourcing'
// The departments to assign workers to, typed by the contract (api/src/personnel).
export type { Organ } from '@hr-portal/api/client/personnel'

const outsourcing = outsourcingApi(callThrough(http))
const ums = personnelApi(callThrough(http))

/** The outsourcing service (services/outsourcing) and the departments to assign workers to. */
export const api = {
  providers: () => outsourcing.providers.list().then((r) => r.providers),
  saveProvider: (provider: ProviderInput) => outsourcing.providers.save(provider),
  workers: (providerId?: number) => outsourcing.workers.list(providerId ? { providerId } : {}).then((r) => r.workers),
  saveWorker: (worker: WorkerInput) => outsourcing.workers.save(worker),
  saveAssignment: (assignment: AssignmentInput) => outsourcing.workers.saveAssignment(assignment),
  removeAssignment: (id: number) => outsourcing.workers.removeAssignment({ id }),
  statement: (providerId: number, month: string) => outsourcing.statements.get({ providerId, month }),
  confirm: (providerId: number, month: string) => outsourcing.statements.confirm({ providerId, month }),
  exportStatement: (providerId: number, month: string) => outsourcing.statements.export({ providerId, month }),
  organs: () => ums.directory.organTree(),
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
