// The tum service's tables: their row types (merged into core's Database).
export type { CompanyRegistrationTable } from './tables'
