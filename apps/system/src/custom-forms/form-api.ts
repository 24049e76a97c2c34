import { callThrough } from '@hr-portal/api/client'
import {
  type BizTypeField,
  type DictionaryChoice,
  type FieldType,
  type Form,
  formApi,
} from '@hr-portal/api/client/form'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'
import { type FormDraft, formInput } from './form-draft'

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

export const loadForms = (bizTypeId: number) =>
  forms.customForm.queryCustomForm({ bizTypeId, page: 1, rows: 200 }).then((page) => page.rows)

/** Every field of a business type, built in and custom, with the option labels in both languages. */
export const loadBizTypeFields = (bizTypeId: number) => forms.field.listByBizType({ bizTypeId })

/** Saves a draft of a form of the business type (a new one when the draft has no id). */
export const saveForm = (bizTypeId: number, draft: FormDraft) => forms.customForm.save(formInput(bizTypeId, draft))

/** The tenant's dictionaries, names in the viewer's language. */
export const loadDictionaries = () => forms.customForm.dictionaries()

/** The organisation tree (ums's organTreeList) the range editor picks departments from. */
export const loadOrganTree = () => personnelApi(callThrough(http)).directory.organTree()

export const checkRange = (formId: string, organIds: number[]) => forms.formRange.rangeRepeat({ formId, organIds })

export const assignRange = (formId: string, organIds: number[]) => forms.formRange.assignSource({ formId, organIds })
