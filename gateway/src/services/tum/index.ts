import type { Service } from '../../core/service'
import { companyRoutes } from './company'
import { preLoginRoutes } from './pre-login'
import { switchTenantRoutes } from './switch-tenant'
import { tenantRoutes } from './tenant'

// The tum service's public interface: its routes only; no other service imports from it.
/** Tenants (tum): the tour-shop check, the user's tenants, switching between them, the tenant pick at sign-in, company registration and records. */
export const tum: Service = { segment: 'tum', routes: [tenantRoutes, switchTenantRoutes, preLoginRoutes, companyRoutes] }
