// The drafts the shell keeps for sub-apps (portal/services/app-storage.ts) are HR data in the
// browser: they go whenever the session does, and no app may write one while the session is gone.
// Base layer, so that the session's watchers (which load before any portal code) can clear them.
import { atom } from 'nanostores'

/** localStorage keys of app storage start with this. */
export const APP_STORAGE_PREFIX = 'hr-app-storage:'

/** The localStorage key of one app's drafts for one user in one tenant. */
export const appStorageKey = (app: string, user: string, tenant: string) =>
  `${APP_STORAGE_PREFIX}${tenant}:${user}:${app}`

/** True from the moment the shell finds its session gone until a session loads again. */
export const $draftsLocked = atom(false)

/** Whether any app's drafts are stored. */
export const hasAppDrafts = (storage: Storage = localStorage): boolean =>
  Object.keys(storage).some((key) => key.startsWith(APP_STORAGE_PREFIX))

/** Removes every app's stored drafts. */
export function clearAppDrafts(storage: Storage = localStorage) {
  for (const key of Object.keys(storage)) if (key.startsWith(APP_STORAGE_PREFIX)) storage.removeItem(key)
}

/**
 * Removes this user's drafts in this tenant of every app not in `apps` (menu codes): an app uninstalled, turned off
 * or no longer theirs leaves nothing behind in the browser.
 */
export function keepAppDrafts(tenant: string, user: string, apps: string[], storage: Storage = localStorage) {
  const keep = new Set(apps.map((app) => appStorageKey(app, user, tenant)))
  const prefix = appStorageKey('', user, tenant)
  for (const key of Object.keys(storage)) if (key.startsWith(prefix) && !keep.has(key)) storage.removeItem(key)
}
