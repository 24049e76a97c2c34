import type { Service } from '../../core/service'
import { tenantRoutes } from './tenant'

/** Tenants (tum). */
export const tum: Service = { segment: 'tum', routes: [tenantRoutes] }
