import { callThrough } from '@hr-portal/api/client'
import { tenantsApi } from '@hr-portal/api/client/tenants'
import { http } from '@hr-portal/kit'

// The tenant-access routes' answers, typed by the contract (api/src/tenants/admin.ts).
export type { CompanyTenant, CompanyUser } from '@hr-portal/api/client/tenants'

/** The company's tenants, its users and who is authorised for which (gateway services/tenants, Tenant access). */
export const { admin: tenantAccessApi } = tenantsApi(callThrough(http))
