// The dashboard service's narrow interface: what other services use (this file loads no routes).
export { DASHBOARD_FUNCTION, ROLE_LAYOUT_FUNCTION } from './menu'
export { dashboardCodes } from './texts'
// The dashboard service's tables: their row types (merged into core's Database).
export type { DashboardLayoutTable, DashboardRoleLayoutTable } from './tables'
