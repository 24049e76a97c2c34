import { company } from './company'
import { tenants as tenantsGroup } from './tenants'

/** Tenants and companies (gateway services/tenants): a user's tenants and the switch, company registration and records. */
export const tenants = { tenants: tenantsGroup, company }

export { TUM } from './codes'
export { COMPANY_STATUSES } from './company'
