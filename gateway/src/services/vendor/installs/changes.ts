import type { Db } from '../../../core/db/types'
import { hookOf, wiringOf } from '../../../core/service'
import { auditVendor } from '../audit'

/** One change an administrator made to the tenant's installed apps. */
export interface InstallChange {
  tenantId: number
  /** Who made it. */
  userId: number
  /** `scope.consent` / `scope.revoke`: an optional data scope joined or left the consented ones (`scope`). */
  action: 'install' | 'update' | 'enable' | 'disable' | 'rollback' | 'uninstall' | 'scope.consent' | 'scope.revoke'
  code: string
  /** The optional scope a `scope.*` change is about. */
  scope?: string
  /** The version in use after the change (the removed one for uninstall). */
  version: string
  /** When (epoch ms, the gateway clock). */
  at: number
}

/** Called inside the change's transaction (with it as `db`), so its records are written with the change or not at all. */
export type InstallListener = (db: Db, change: InstallChange) => Promise<void>

/** The system app's function "Apps" (menu item 1007) that installs and manages apps. */
export const APPS_FUNCTION = '1007'

/** Listeners of every change of installed apps (search re-indexes the tenant's menu pages), handed in their service's `handlers`. */
export const APP_INSTALL_CHANGED = hookOf<InstallListener>('vendor.appInstallChanged')

/** Writes the change to the tenant's audit log (who, when, which app and version) and tells the listeners. */
export async function installChanged(db: Db, change: InstallChange): Promise<void> {
  await auditVendor(db, {
    tenantId: change.tenantId,
    userId: change.userId,
    app: 'vendor',
    method: `apps.${change.action}`,
    functionId: APPS_FUNCTION,
    detail: `${change.code} ${change.version}${change.scope ? ` ${change.scope}` : ''}`,
    at: change.at,
    latencyMs: 0,
  })
  for (const listener of wiringOf(db).all(APP_INSTALL_CHANGED)) await listener(db, change)
}
