import type { Migration } from 'kysely'
import type { Service } from '../../core/service'
import { companyRoutes } from './company'
import { preLoginRoutes } from './pre-login'
import { switchTenantRoutes } from './switch-tenant'

// The tum service's public interface: its routes only; no other service imports from it.
/** Tenants (tum): the user's tenants, switching between them, the tenant pick at sign-in, company registration and records. */
export const tum: Service = { segment: 'tum', routes: [switchTenantRoutes, preLoginRoutes, companyRoutes] }

// The tum service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { CompanyRegistrationTable } from './tables'
/** None: the tum service's tables are created by core's baseline migration 014-company, which also changes other owners' tables. */
export const migrations: Record<string, Migration> = {}
