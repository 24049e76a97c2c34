import type { Service } from '../../core/service'
import { customFormRoutes } from './custom-form-routes'
import { formInstanceRoutes } from './form-instance-routes'
import { formRangeRoutes } from './form-range-routes'

// The form service's public interface: other services and the gateway's startup, seed and tests import only these.
export { formView } from './custom-form-routes'
export { formForOrgan, removeOrganFromRanges, withOptions } from './form-store'

/** Forms (§7 'form'): custom forms that add fields to a business type's record, their ranges and instances. */
export const form: Service = { segment: 'form', routes: [customFormRoutes, formRangeRoutes, formInstanceRoutes] }

// The form service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { CustomFormTable, CustomFormFieldTable, FormRangeTable, FormInstanceTable } from './tables'
export { migrations } from './migrations'
