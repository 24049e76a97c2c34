import type { Service } from '../../core/service'
import { baseRoutes } from './base-routes'
import { baseSetRoutes } from './base-set-routes'
import { schemeRoutes } from './scheme-routes'

// The insurance service's public interface: other services and the gateway's startup, seed and tests import only these.
export type { Contribution, InsuranceKind, HousingRounding } from './types'
export { INSURANCE_KINDS } from './types'
export { contributionsOf } from './contributions'
export { INSURANCE_FUNCTIONS } from './functions'
export { insuranceCodes } from './errors'

/** Social insurance and housing fund: schemes per city (effective-dated base limits and rates), each employee's scheme and base. */
export const insurance: Service = { segment: 'insurance', routes: [schemeRoutes, baseRoutes, baseSetRoutes] }

// The insurance service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { InsuranceSchemeTable, InsuranceSchemeVersionTable, InsuranceRateTable, InsuranceBaseTable } from './tables'
export { migrations } from './migrations'
