// The insurance service's narrow interface: what other services use (this file loads no routes).
export type { Contribution, InsuranceKind, HousingRounding } from './types'
export { INSURANCE_KINDS } from './types'
export { contributionsOf } from './contributions'
export { INSURANCE_FUNCTIONS } from './functions'
export { insuranceCodes } from './errors'
// The insurance service's tables: their row types (merged into core's Database).
export type {
  InsuranceSchemeTable,
  InsuranceSchemeVersionTable,
  InsuranceRateTable,
  InsuranceBaseTable,
} from './tables'
