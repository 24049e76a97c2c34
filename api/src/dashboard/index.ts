import { layouts } from './layouts'

/** The home dashboard (gateway services/dashboard, segment ums): each user's layout of the apps' widgets, each role's default. */
export const dashboard = { layouts }

export { DASHBOARD } from './codes'
export { LAYOUT_SOURCES, MAX_WIDGETS, placedWidget, roleLayout, storedLayout } from './layouts'
