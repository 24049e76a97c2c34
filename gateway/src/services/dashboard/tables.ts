// Row types of the dashboard service's tables, added to the gateway's Database by declaration merging.

declare module '../../core/db/types' {
  interface Database {
    dashboard_layout: DashboardLayoutTable
    dashboard_role_layout: DashboardRoleLayoutTable
  }
}

/** A user's own home dashboard in a tenant (migration 095): the widgets in order, as JSON `[{ app, widget }]`. */
export interface DashboardLayoutTable {
  tenant_id: number
  user_id: number
  widgets: string
  updated_at: number
}

/** The layout an administrator set for a role: what its members see until they arrange their own. */
export interface DashboardRoleLayoutTable {
  tenant_id: number
  role_id: number
  widgets: string
  updated_by: number
  updated_at: number
}
