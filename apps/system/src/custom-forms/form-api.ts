import { http } from '@hr-portal/kit'
import type { OrganNode } from '../organ-tree'

/** Custom form calls (gateway services/form) and their shapes. */

export const FORMS_MENU = '1030'
export const SAVE_FORM = '103001'
export const ASSIGN_FORM = '103002'
/** The employee record (biz type 1), the business type the menu item names. */
export const EMPLOYEE_RECORD = 1

export type FieldType = 'text' | 'number' | 'date' | 'select'
export const FIELD_TYPES: readonly FieldType[] = ['text', 'number', 'date', 'select']

export interface FieldOption {
  value: string
  labelZh: string
  labelEn: string
}
/** `dictionary`: for a select, the code of the dictionary (master data) whose enabled values are its options; '' for options of its own. */
export interface FieldDraft {
  key: string
  labelZh: string
  labelEn: string
  type: FieldType
  options: FieldOption[]
  dictionary: string
  required: boolean
}
/** A dictionary a select may take its options from. */
export interface DictionaryChoice {
  code: string
  name: string
}
export interface FormDraft {
  id?: string
  name: string
  status: 0 | 1
  fields: FieldDraft[]
}

export interface FormRow {
  id: string
  bizTypeId: number
  name: string
  status: number
  organIds: number[]
  updatedAt: number
  fields: Array<{ key: string; label: string }>
}
export interface BizTypeField extends Omit<FieldDraft, 'dictionary'> {
  label: string
  custom: boolean
  formId: string | null
  dictionary: string | null
}
export interface RangeConflict {
  organId: number
  organName: string
  formId: string
  formName: string
}

export const loadForms = (bizTypeId: number) =>
  http
    .postJson<{ rows: FormRow[]; total: number }>('/form/web/customForm/queryCustomForm', {
      bizTypeId,
      page: 1,
      rows: 200,
    })
    .then((a) => a.result?.rows ?? [])

/** Every field of a business type, built in and custom, with the option labels in both languages. */
export const loadBizTypeFields = (bizTypeId: number) =>
  http.postJson<BizTypeField[]>('/form/web/field/listByBizType', { bizTypeId }).then((a) => a.result ?? [])

export const saveForm = (bizTypeId: number, draft: FormDraft) =>
  http
    .postJson<{ id: string }>('/form/web/customForm/save', {
      ...(draft.id ? { id: draft.id } : {}),
      bizTypeId,
      name: draft.name.trim(),
      status: draft.status,
      fields: draft.fields.map((field) => ({
        key: field.key.trim(),
        labelZh: field.labelZh.trim(),
        labelEn: field.labelEn.trim(),
        type: field.type,
        required: field.required,
        ...(field.type === 'select' && field.dictionary ? { dictionary: field.dictionary } : {}),
        ...(field.type === 'select' && !field.dictionary
          ? {
              options: field.options.map((o) => ({
                value: o.value.trim(),
                labelZh: o.labelZh.trim(),
                labelEn: o.labelEn.trim(),
              })),
            }
          : {}),
      })),
    })
    .then((a) => a.result!)

/** The tenant's dictionaries, names in the viewer's language. */
export const loadDictionaries = () =>
  http.postJson<DictionaryChoice[]>('/form/web/customForm/dictionaries', {}).then((a) => a.result ?? [])

export const loadOrganTree = () =>
  http.postForm<OrganNode[]>('/ums/web/organ/organTreeList', {}).then((a) => a.result ?? [])

export const checkRange = (formId: string, organIds: number[]) =>
  http
    .postJson<{ repeat: boolean; conflicts: RangeConflict[] }>('/form/web/formRange/rangeRepeat', { formId, organIds })
    .then((a) => a.result!)

export const assignRange = (formId: string, organIds: number[]) =>
  http.postJson('/form/web/formRange/assignSource', { formId, organIds })
