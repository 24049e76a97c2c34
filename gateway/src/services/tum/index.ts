import type { Service } from '../../core/service'
import { companyRoutes } from './company'
import { preLoginRoutes } from './pre-login'
import { switchTenantRoutes } from './switch-tenant'
import { tenantRoutes } from './tenant'

// The tum service's public interface: other services and the gateway's startup, seed and tests import only these.

/** Tenants (tum): the tour-shop check, the user's tenants, switching between them, the tenant pick at sign-in, company registration and records. */
export const tum: Service = { segment: 'tum', routes: [tenantRoutes, switchTenantRoutes, preLoginRoutes, companyRoutes] }
