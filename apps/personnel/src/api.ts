import { callThrough } from '@hr-portal/api/client'
import { type EmployeeRecord, type FieldValue, personnelApi } from '@hr-portal/api/client/personnel'
import { masterdataApi } from '@hr-portal/api/client/masterdata'
import { recruitmentApi } from '@hr-portal/api/client/recruitment'
import { http } from '@hr-portal/kit'

// The employee record, its fields and the forms' choices, typed by the contract (api/src/personnel).
export type {
  EmployeeRecord,
  FieldValue,
  LeftPerson,
  RecordField,
  RecordOptions as Options,
  UserPage,
  UserRow,
} from '@hr-portal/api/client/personnel'
export type FieldAccess = EmployeeRecord['fields'][number]['access']

const ums = personnelApi(callThrough(http))
const recruit = recruitmentApi(callThrough(http))

/** A page of the staff who left, newest leave first, matching a keyword when one is given. */
export const findLeft = (page: number, rows: number, keyword: string) =>
  ums.lookups.findLeft({ page, rows, ...(keyword ? { keyword } : {}) })
export const getRecord = (id: number) => ums.records.get({ id })
export const getMyRecord = () => ums.records.mine()
export const updateRecord = (id: number, values: Record<string, FieldValue>) => ums.records.update({ id, values })
export const saveCustomValues = (formId: string, sourceId: number, values: Record<string, FieldValue>) =>
  http.postJson('/form/web/formInstance/create', { formId, sourceId, values })
export const getOptions = (organId?: number) => ums.records.options(organId ? { organId } : {})
/** The enabled values of the tenant's dictionaries (services/masterdata), by dictionary code, in their order. */
export const dictionaryChoices = (categories: string[]) =>
  masterdataApi(callThrough(http)).items.options({ categories })
export const offboard = (id: number, leaveDate: string, reason: string) =>
  ums.records.offboard({ id, leaveDate, reason })
/** Onboards a new hire (with an account and roles, and a line manager, when given): the new staff id. */
export const onboard = (
  values: Record<string, FieldValue>,
  account?: { userName: string; password: string; roleIds: number[] },
  managerId?: number,
) => ums.records.onboard({ values, ...(account ? { account } : {}), ...(managerId ? { managerId } : {}) })
/** Staff on the job by name or job number, 10 a page with the total (the onboarding form's line manager). */
export const findPeople = (keyword: string, page = 1) => ums.lookups.findPeoplePage({ keyword, page, rows: 10 })
/** The record's values the recruitment service answers for a candidate with an approved offer. */
export const candidateValues = (id: number) => recruit.candidates.onboarding({ id })
/** Marks the candidate hired and linked to the new employee. */
export const markCandidateHired = (id: number, employeeId: number) => recruit.candidates.hired({ id, employeeId })
/** The people org chart: everyone the caller may see with their line manager, and the departments. */
export const getOrgChart = () => ums.orgCharts.people()
