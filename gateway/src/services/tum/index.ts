import type { Service } from '../../core/service'
import { switchTenantRoutes } from './switch-tenant'
import { tenantRoutes } from './tenant'

/** Tenants (tum): the tour-shop check, the user's tenants and switching between them. */
export const tum: Service = { segment: 'tum', routes: [tenantRoutes, switchTenantRoutes] }
