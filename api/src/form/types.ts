import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { customForm, form } from './forms'
import type { bizTypeField, fieldValue, formInstance } from './instances'
import type { rangeConflict } from './ranges'

// The form service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/form).

export type Form = Static<typeof form>
export type FormField = Form['fields'][number]
export type FormPage = ResultOf<typeof customForm.queryCustomForm>
export type FormInput = BodyOf<typeof customForm.save>
export type FieldInput = FormInput['fields'][number]
export type FieldType = FieldInput['type']
export type DictionaryChoice = ResultOf<typeof customForm.dictionaries>[number]
export type RangeConflict = Static<typeof rangeConflict>
export type BizTypeField = Static<typeof bizTypeField>
export type FieldValue = Static<typeof fieldValue>
export type FormValues = NonNullable<ResultOf<typeof formInstance.find>>
