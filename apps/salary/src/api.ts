import { callThrough } from '@hr-portal/api/client'
import { salaryApi } from '@hr-portal/api/client/salary'
import { umsApi } from '@hr-portal/api/client/ums'
import { call, http } from '@hr-portal/kit'

// The payroll service's answers, typed by the contract (api/src/salary).
export type {
  Item,
  ItemKind,
  ItemSource,
  ItemList,
  ItemInput,
  FormulaCheck,
  Group,
  GroupInput,
  Person,
  Profile,
  ProfileRow,
  ProfileFields,
  ProfileField,
  ProfileInput,
  Choice,
  RunStatus,
  Run,
  RunDetail,
  AuditEntry,
  Line,
  Lines,
  LinesQuery,
  ImportAnswer,
  Approval,
} from '@hr-portal/api/client/salary'
// The departments and people the payroll pages pick, typed by the contract (api/src/ums).
export type { Organ, Someone } from '@hr-portal/api/client/ums'

/** The fields of a salary profile, as field permissions key them (in the order of the table's columns). */
export const PROFILE_FIELDS = ['base', 'allowances', 'bank', 'costCentre'] as const

/** The payroll service (gateway services/salary): `salary.runs.calculate({ id })` resolves the result, rejects with the request's error. */
export const salary = salaryApi(callThrough(http))
const ums = umsApi(callThrough(http))

// Routes of another service the payroll pages use, not yet declared in the contract (workflow).
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

export const api = {
  flow: (id: number) =>
    call<FlowDetail | null>('/workflow/web/approveBlock', { bizType: 'salaryRun', bizId: String(id) }),
  event: (event: string, instanceId: string, comment: string) =>
    call<FlowDetail>(`/workflow/web/approveForm/${event}`, { instanceId, comment }),
  organs: () => ums.directory.organTree(),
  findPeople: (keyword: string) => ums.lookups.findPeople({ keyword, rows: 10 }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/** YYYY-MM of today. */
export const currentMonth = (): string => new Date().toISOString().slice(0, 7)
