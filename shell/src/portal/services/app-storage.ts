import { BridgeError } from '@hr-portal/bridge'
import { $draftsLocked, appStorageKey, clearAppDrafts } from '../../lib/app-drafts'

/** The most one app may keep for one user in one tenant (JSON text length). */
export const APP_STORAGE_LIMIT = 256 * 1024

function read(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}')
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/**
 * Storage the shell holds for an app, scoped to (app, user, tenant): drafts survive eviction and
 * reload; another app, user or tenant never sees them; everything goes when the session ends or
 * is found gone (lib/app-drafts.ts), and nothing is written while it is gone.
 */
export function appStorage(app: string, user: string, tenant: string) {
  const key = appStorageKey(app, user, tenant)
  return {
    get: (name: string): unknown => (Object.hasOwn(read(key), name) ? read(key)[name] : null),
    keys: (): string[] => Object.keys(read(key)),
    set(name: string, value: unknown) {
      if ($draftsLocked.get()) throw new BridgeError('handler_failed', 'The session has ended')
      const next = JSON.stringify({ ...read(key), [name]: value })
      if (next.length > APP_STORAGE_LIMIT)
        throw new BridgeError('too_large', `The app's storage is limited to ${APP_STORAGE_LIMIT} bytes`)
      localStorage.setItem(key, next)
    },
    remove(name: string) {
      const { [name]: _gone, ...rest } = read(key)
      localStorage.setItem(key, JSON.stringify(rest))
    },
  }
}

/** Removes every app's storage (the session ends: lib/session-end.ts calls it). */
export const clearAppStorage = () => clearAppDrafts()
