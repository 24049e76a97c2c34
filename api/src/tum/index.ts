import { company } from './company'
import { tenants } from './tenants'

/** Tenants and companies (gateway services/tum): a user's tenants and the switch, company registration and records. */
export const tum = { tenants, company }

export { TUM } from './codes'
export { COMPANY_STATUSES } from './company'
