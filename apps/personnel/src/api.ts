import { callThrough } from '@hr-portal/api/client'
import { masterdataApi } from '@hr-portal/api/client/masterdata'
import { http } from '@hr-portal/kit'

export type FieldAccess = 'hidden' | 'read' | 'edit'
export type FieldValue = string | number | null

/** A field of the record as the caller sees it (gateway services/ums/records/record-view.ts). */
export interface RecordField {
  key: string
  label: string
  type: 'text' | 'number' | 'date' | 'select'
  /** A disabled dictionary value is listed only while it is the record's present value. */
  options: Array<{ value: string; label: string; disabled?: boolean }>
  required: boolean
  access: FieldAccess
}

export interface CustomPart {
  form: { id: string; name: string; fields: RecordField[] }
  values: Record<string, FieldValue>
  hiddenFields: string[]
}

/** One employee record: hidden fields are absent from `values` and named in `hiddenFields`. */
export interface EmployeeRecord {
  id: number
  status: number
  leaveDate: string | null
  leaveReason: string
  values: Record<string, FieldValue>
  names: Record<string, string>
  hiddenFields: string[]
  fields: RecordField[]
  custom: CustomPart | null
}

export interface Options {
  organs: Array<{ id: number; name: string; parentId: number | null; level: number }>
  zhiweis: Array<{ id: number; name: string }>
  gangweis: Array<{ id: number; name: string; zhiweiId: number }>
  roles: Array<{ id: number; name: string }>
}

export interface Page<T> {
  total: number
  page: number
  totalPage: number
  rows: T[]
}

export const getRecord = (id: number) =>
  http.postJson<EmployeeRecord>('/ums/web/entryUser/getRecord', { id }).then((a) => a.result!)
export const getMyRecord = () =>
  http.postJson<EmployeeRecord>('/ums/web/entryUser/getMyRecord', {}).then((a) => a.result!)
export const updateRecord = (id: number, values: Record<string, FieldValue>) =>
  http.postJson<EmployeeRecord>('/ums/web/entryUser/updateRecord', { id, values }).then((a) => a.result!)
export const saveCustomValues = (formId: string, sourceId: number, values: Record<string, FieldValue>) =>
  http.postJson('/form/web/formInstance/create', { formId, sourceId, values })
export const getOptions = (organId?: number) =>
  http.postJson<Options>('/ums/web/entryUser/recordOptions', organId ? { organId } : {}).then((a) => a.result!)
/** The enabled values of the tenant's dictionaries (services/masterdata), by dictionary code, in their order. */
export const dictionaryChoices = (categories: string[]) =>
  masterdataApi(callThrough(http)).items.options({ categories })
export const offboard = (id: number, leaveDate: string, reason: string) =>
  http.postJson('/ums/web/entryUser/offboard', { id, leaveDate, reason })
