import { customForm } from './forms'
import { field, formInstance } from './instances'
import { formRange } from './ranges'

/** The form service (gateway services/form): custom forms, their ranges, a record's values and a type's fields. */
export const form = { customForm, formRange, formInstance, field }

export { FORM } from './codes'
export { form as formView, FIELD_TYPES } from './forms'
export { rangeConflict } from './ranges'
export { bizTypeField, fieldValue } from './instances'
