import type { Service } from '../../core/service'
import { companyRoutes } from './company'
import { migrations } from './migrations'
import { preLoginRoutes } from './pre-login'
import { switchTenantRoutes } from './switch-tenant'
import { tenantAdminRoutes } from './tenant-admin/routes'
import { tourShopCheckRoutes } from './tour-shop-check'

/**
 * Tenants (tum): the user's tenants, switching between them, the tenant pick at sign-in, company registration and
 * records, tenant administration (another tenant for a company, who is authorised for which). Its tables are created
 * by core's baseline migration 014-company; its own migrations grant its functions.
 */
export const tenants: Service = {
  name: 'tum',
  migrations,
  routes: [switchTenantRoutes, preLoginRoutes, companyRoutes, tourShopCheckRoutes, tenantAdminRoutes],
}
