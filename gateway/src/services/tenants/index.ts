// The tum service's tables: their row types (merged into core's Database).
export type { CompanyRegistrationTable } from './tables'
// A new tenant's defaults: services that own some hand a listener (vacation's leave types).
export { TENANT_CREATED, type TenantCreatedListener } from './company/tenant-created'
