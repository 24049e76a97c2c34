// The form service's narrow interface: what other services use (this file loads no routes).
export { formView } from './form-view'
export { formForOrgan, removeOrganFromRanges, withOptions } from './form-store'
// The form service's tables: their row types (merged into core's Database).
export type { CustomFormTable, CustomFormFieldTable, FormRangeTable, FormInstanceTable } from './tables'
