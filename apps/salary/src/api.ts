import { call } from './http'
import { http } from './shell'

export type ItemKind = 'earning' | 'deduction' | 'employer'
export type ItemSource = 'fixed' | 'input' | 'formula'
export interface Item {
  id: number; code: string; nameZh: string; nameEn: string; kind: ItemKind; source: ItemSource; formula: string
  taxable: boolean; annualBonus: boolean; onPayslip: boolean; sort: number
}
export type ItemInput = Omit<Item, 'id' | 'sort'> & { id?: number }
export interface ItemList { items: Item[]; names: { base: string; attendance: string[]; functions: string[] }; codePattern: string }
export interface FormulaCheck { valid: boolean; code: number; message: string }
export interface Group {
  id: number; name: string; payDay: number; organs: Array<{ id: number; name: string }>; people: Person[]; itemIds: number[]; headcount: number
}
export interface GroupInput { id?: number; name: string; payDay: number; organIds: number[]; employeeIds: number[]; itemIds: number[] }
export interface Person { id: number; name: string; jobNumber: string }
/** A profile row: a field the caller may not see is left out and its key listed in `hiddenFields`. */
export interface Profile {
  effectiveMonth: string; base?: string; allowances?: Record<string, string>; bankName?: string; bankAccount?: string; bankAccountMasked: boolean
  costCentre?: string; hiddenFields: ProfileField[]; reason: string; changedAt: number; changedBy: string
  /** The cost centre's name in the user's language (a value of the cost centre dictionary); null: text typed before it. */
  costCentreName?: string | null
}
/** A choice of a dictionary-backed field: a value's code and name; `disabled`: held by the record, no longer offered. */
export interface Choice { value: string; label: string; disabled?: true }
export interface ProfileRow { employeeId: number; name: string; jobNumber: string; organName: string; profile: Profile | null }
/** The fields of a salary profile, as field permissions key them (in the order of the table's columns). */
export const PROFILE_FIELDS = ['base', 'allowances', 'bank', 'costCentre'] as const
export type ProfileField = typeof PROFILE_FIELDS[number]
/** What the caller may do with each profile field (field permissions): a hidden one is left out of the answers. */
export type ProfileFields = Record<ProfileField, 'hidden' | 'read' | 'edit'>
/** A change: only the fields the caller may edit are sent (the others keep their value in force). */
export interface ProfileInput {
  employeeId: number; effectiveMonth: string; base?: string; allowances?: Record<string, string>; bankName?: string; bankAccount?: string; costCentre?: string; reason: string
}
export type RunStatus = 'draft' | 'calculated' | 'approving' | 'locked' | 'published'
export interface Run {
  id: number; groupId: number; groupName: string; month: string; status: RunStatus; instanceId: string | null; headcount: number
  gross: string; net: string; tax: string; employer: string; threshold: string; createdAt: number
  calculatedAt: number | null; lockedAt: number | null; publishedAt: number | null
}
export interface AuditEntry { id: string; at: number; userName: string; action: string; reason: string; employeeId: number | null; detail: Record<string, unknown> }
export interface RunDetail {
  run: Run; inputItems: Array<{ code: string; nameZh: string; nameEn: string }>
  previous: { id: number; month: string; headcount: number; net: string; gross: string } | null; audit: AuditEntry[]
}
export interface Line {
  employeeId: number; name: string; jobNumber: string; organName: string; costCentre: string; inputs: Record<string, string>; calculated: boolean
  gross: string; deductions: string; social: string; tax: string; net: string; employer: string; previousNet: string | null; difference: string | null
  changePercent: string | null; flag: 'over' | 'new' | null
  items: Array<{ code: string; nameZh: string; nameEn: string; kind: ItemKind; amount: string }>
}
export interface Lines { total: number; over: number; new: number; rows: Line[] }
export interface LinesQuery { page: number; rows: number; keyword?: string; flaggedOnly?: boolean }
export interface ImportAnswer { total: number; imported: number; rejected: number; rejects: Array<{ line: number; jobNumber: string; reason: string }>; rejectsCsv: string | null }
export interface Approval { run: Run; previous: { month: string; net: string; headcount: number } | null; lines: Lines }
export interface FlowDetail {
  id: string; status: string; applicantName: string; steps: Array<{ index: number; nameZh: string; nameEn: string }>; currentStep: number
  history: Array<{ seq: number; event: string; actorName: string; comment: string; toStatus: string; createdAt: number; onBehalfOf?: { name: string } | null }>
  candidates: Array<{ userId: number; name: string; status: string }>; events: string[]
}
export interface Organ { id: number; name: string; children: Organ[] }

const S = '/salary/web'

/** The payroll service (gateway services/salary): set-up and runs. */
export const api = {
  items: () => call<ItemList>(`${S}/item/list`),
  checkFormula: (code: string, formula: string, id?: number) => call<FormulaCheck>(`${S}/item/check`, { code, formula, ...(id ? { id } : {}) }),
  saveItem: (item: ItemInput) => call<{ id: number }>(`${S}/item/save`, item),
  deleteItem: (id: number) => call(`${S}/item/delete`, { id }),
  groups: () => call<Group[]>(`${S}/group/list`),
  saveGroup: (group: GroupInput) => call<{ id: number }>(`${S}/group/save`, group),
  deleteGroup: (id: number) => call(`${S}/group/delete`, { id }),
  /** `costCentres`: the enabled values of the tenant's cost centre dictionary, to choose from. */
  profiles: (keyword: string, page: number, rows: number) => call<{ total: number; month: string; canSeeAccounts: boolean; fields: ProfileFields; costCentres: Choice[]; rows: ProfileRow[] }>(`${S}/profile/list`, { keyword, page, rows }),
  history: (employeeId: number) => call<{ employeeId: number; name: string; jobNumber: string; canSeeAccounts: boolean; fields: ProfileFields; history: Profile[] }>(`${S}/profile/history`, { employeeId }),
  saveProfile: (profile: ProfileInput) => call(`${S}/profile/save`, profile),
  runs: () => call<Run[]>(`${S}/run/list`),
  createRun: (groupId: number, month: string) => call<{ id: number }>(`${S}/run/create`, { groupId, month }),
  run: (id: number) => call<RunDetail>(`${S}/run/detail`, { id }),
  lines: (id: number, query: LinesQuery) => call<Lines>(`${S}/run/lines`, { id, ...query }),
  setInputs: (id: number, employeeId: number, values: Record<string, string>) => call(`${S}/run/setInputs`, { id, employeeId, values }),
  importInputs: (id: number, fileName: string, content: string) => call<ImportAnswer>(`${S}/run/import`, { id, fileName, content }),
  /** Saves the run's import template (an Excel workbook in the page's language) as a download. */
  inputTemplate: (id: number) => http.exportBlob(`${S}/run/inputTemplate`, { id }, { raw: true }),
  /** `warnings`: what the calculation paid but found odd (an earning that came out negative), in the caller's language. */
  calculate: (id: number) => call<{ lines: number; warnings: Array<{ employeeId: number; code: string; text: string }> }>(`${S}/run/calculate`, { id }),
  recalculate: (id: number, employeeId: number, reason: string) => call(`${S}/run/recalculate`, { id, employeeId, reason }),
  threshold: (id: number, threshold: string) => call(`${S}/run/threshold`, { id, threshold }),
  submit: (id: number) => call<{ instanceId: string }>(`${S}/run/submit`, { id }),
  publish: (id: number) => call(`${S}/run/publish`, { id }),
  approval: (id: number, query: LinesQuery) => call<Approval>(`${S}/run/approval`, { id, ...query }),
  flow: (id: number) => call<FlowDetail | null>('/workflow/web/approveBlock', { bizType: 'salaryRun', bizId: String(id) }),
  event: (event: string, instanceId: string, comment: string) => call<FlowDetail>(`/workflow/web/approveForm/${event}`, { instanceId, comment }),
  organs: () => call<Organ[]>('/ums/web/organ/organTreeList', {}),
  findPeople: (keyword: string) => call<Person[]>('/ums/web/user/getUserByKeyWord', { keyword, rows: 10 }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/** YYYY-MM of today. */
export const currentMonth = (): string => new Date().toISOString().slice(0, 7)
