import type { Service } from '../../core/service'
import { preLoginRoutes } from './pre-login'
import { switchTenantRoutes } from './switch-tenant'
import { tenantRoutes } from './tenant'

/** Tenants (tum): the tour-shop check, the user's tenants, switching between them and the tenant pick at sign-in. */
export const tum: Service = { segment: 'tum', routes: [tenantRoutes, switchTenantRoutes, preLoginRoutes] }
