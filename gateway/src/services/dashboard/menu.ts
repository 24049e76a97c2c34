import type { MigrationMenuApp } from '../../core/db/app-menus-migration'

/** The home dashboard's page: open to everyone (no grant needed). */
export const DASHBOARD_FUNCTION = '1011'
/** Setting the default layout of each role. */
export const ROLE_LAYOUT_FUNCTION = '101101'

/** The dashboard's menu entry, as the seed and the migration add it. */
export const DASHBOARD_MENU: MigrationMenuApp = {
  code: 'dashboard', zh: '工作台', en: 'Dashboard', link: '/dashboard',
  items: [{
    code: DASHBOARD_FUNCTION, zh: '工作台', en: 'Dashboard', link: '/', open: true,
    buttons: [[ROLE_LAYOUT_FUNCTION, '设置角色默认布局', 'Set role default layouts']],
  }],
}
