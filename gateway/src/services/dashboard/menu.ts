/** The home dashboard's page (apps/system/manifest.json, entry `dashboard`): open to everyone (no grant needed). */
export const DASHBOARD_FUNCTION = '1011'
/** Setting the default layout of each role. */
export const ROLE_LAYOUT_FUNCTION = '101101'
