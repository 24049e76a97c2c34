import type { Service } from '../../core/service'
import { companyRoutes } from './company'
import { preLoginRoutes } from './pre-login'
import { switchTenantRoutes } from './switch-tenant'

/**
 * Tenants (tum): the user's tenants, switching between them, the tenant pick at sign-in, company registration and
 * records. No migrations of its own: its tables are created by core's baseline migration 014-company, which also
 * changes other owners' tables.
 */
export const tenants: Service = {
  name: 'tum',
  migrations: {},
  routes: [switchTenantRoutes, preLoginRoutes, companyRoutes],
}
