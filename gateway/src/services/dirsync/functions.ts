/** The function of the Directory sync page (menu item 430, code 1009) and its one button. */
export const DIRSYNC_FUNCTIONS = {
  /** Menu item 'Directory sync': read the connectors, the plan and the log. */
  page: '1009',
  /** Manage the connectors and run syncs (settings, test connection, sync now, retry). */
  manage: '100901',
} as const
