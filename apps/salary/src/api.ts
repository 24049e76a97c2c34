import { callThrough } from '@hr-portal/api/client'
import { payrollApi } from '@hr-portal/api/client/payroll'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { type FormEvent, workflowApi } from '@hr-portal/api/client/workflow'
import { http } from '@hr-portal/kit'

// The payroll service's answers, typed by the contract (api/src/payroll).
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
} from '@hr-portal/api/client/payroll'
// The departments and people the payroll pages pick, typed by the contract (api/src/personnel).
export type { Organ, Someone } from '@hr-portal/api/client/personnel'

/** The fields of a salary profile, as field permissions key them (in the order of the table's columns). */
export const PROFILE_FIELDS = ['base', 'allowances', 'bank', 'costCentre'] as const

/** The payroll service (gateway services/payroll): `salary.runs.calculate({ id })` resolves the result, rejects with the request's error. */
export const salary = payrollApi(callThrough(http))
const ums = personnelApi(callThrough(http))
const workflow = workflowApi(callThrough(http))

// A run's approval (the workflow service), typed by the contract (api/src/workflow).
export type { FlowDetail, FormEvent } from '@hr-portal/api/client/workflow'

export const api = {
  flow: (id: number) => workflow.block.get({ bizType: 'salaryRun', bizId: String(id) }),
  event: (event: FormEvent, instanceId: string, comment: string) => workflow.form[event]({ instanceId, comment }),
  organs: () => ums.directory.organTree(),
  findPeople: (keyword: string) => ums.lookups.findPeople({ keyword, rows: 10 }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/** YYYY-MM of today. */
export const currentMonth = (): string => new Date().toISOString().slice(0, 7)
