import { admin } from './admin'
import { company } from './company'
import { tenants as tenantsGroup } from './tenants'

/** Tenants and companies (gateway services/tenants): a user's tenants and the switch, company registration and records, tenant administration. */
export const tenants = { tenants: tenantsGroup, company, admin }

export { TUM } from './codes'
export { COMPANY_STATUSES } from './company'
