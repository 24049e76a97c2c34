import { callThrough } from '@hr-portal/api/client'
import {
  type BizTypeField,
  type DictionaryChoice,
  type FieldType,
  type Form,
  formApi,
} from '@hr-portal/api/client/form'
import { http } from '@hr-portal/kit'
import type { OrganNode } from '../organ-tree'

/** Custom form calls (gateway services/form) through the generated client; the answers' types are the contract's. */
const forms = formApi(callThrough(http))

export type { BizTypeField, DictionaryChoice, FieldType }
export type { RangeConflict } from '@hr-portal/api/client/form'
/** A form as the list shows it. */
export type FormRow = Form

export const FORMS_MENU = '1030'
export const SAVE_FORM = '103001'
export const ASSIGN_FORM = '103002'
/** The employee record (biz type 1), the business type the menu item names. */
export const EMPLOYEE_RECORD = 1

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
export interface FormDraft {
  id?: string
  name: string
  status: 0 | 1
  fields: FieldDraft[]
}

export const loadForms = (bizTypeId: number) =>
  forms.customForm.queryCustomForm({ bizTypeId, page: 1, rows: 200 }).then((page) => page.rows)

/** Every field of a business type, built in and custom, with the option labels in both languages. */
export const loadBizTypeFields = (bizTypeId: number) => forms.field.listByBizType({ bizTypeId })

export const saveForm = (bizTypeId: number, draft: FormDraft) =>
  forms.customForm.save({
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

/** The tenant's dictionaries, names in the viewer's language. */
export const loadDictionaries = () => forms.customForm.dictionaries()

export const loadOrganTree = () =>
  http.postForm<OrganNode[]>('/ums/web/organ/organTreeList', {}).then((a) => a.result ?? [])

export const checkRange = (formId: string, organIds: number[]) => forms.formRange.rangeRepeat({ formId, organIds })

export const assignRange = (formId: string, organIds: number[]) => forms.formRange.assignSource({ formId, organIds })
