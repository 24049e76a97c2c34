import type { Service } from '../../core/service'
import { layoutRoutes } from './layout-routes'

// The dashboard service's public interface: the seed and the tests import only these.
export { DASHBOARD_FUNCTION, DASHBOARD_MENU, ROLE_LAYOUT_FUNCTION } from './menu'
export { dashboardCodes } from './texts'

/**
 * The home dashboard (segment ums): each user's arrangement of the widgets apps declare in their manifests, and the
 * default arrangement an administrator sets per role. Every row is the session's tenant's.
 */
export const dashboard: Service = { segment: 'ums', routes: [layoutRoutes] }

// The dashboard service's tables: their row types (merged into core's Database) and its own migrations.
export type { DashboardLayoutTable, DashboardRoleLayoutTable } from './tables'
export { migrations } from './migrations'
