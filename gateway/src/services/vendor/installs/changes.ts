import type { Db } from '../../../core/db/types'

/** One change an administrator made to the tenant's installed apps. */
export interface InstallChange {
  tenantId: number
  /** Who made it. */
  userId: number
  action: 'install' | 'update' | 'enable' | 'disable' | 'rollback' | 'uninstall'
  code: string
  /** The version in use after the change (the removed one for uninstall). */
  version: string
  /** When (epoch ms, the gateway clock). */
  at: number
}

/** Called inside the change's transaction (with it as `db`), so its records are written with the change or not at all. */
export type InstallListener = (db: Db, change: InstallChange) => Promise<void>

const listeners: InstallListener[] = []

/**
 * Hears every change of installed apps. The services above the vendor service register at load: joyhr writes
 * each change to the audit log the system app lists.
 */
export function onAppInstallChange(listener: InstallListener): void {
  listeners.push(listener)
}

export async function installChanged(db: Db, change: InstallChange): Promise<void> {
  for (const listener of listeners) await listener(db, change)
}
