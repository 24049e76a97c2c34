import { BridgeError } from '@hr-portal/bridge'
import { $session } from '../../session/session-store'
import { appStorage } from '../services/app-storage'
import type { FrameHooks, ShellHandlers } from './frame'

function storageOf(app: string) {
  const user = $session.get().user
  if (!user) throw new BridgeError('handler_failed', 'Not signed in')
  return appStorage(app, user.loginUserId, user.tenantId)
}

/**
 * `storage.*`: what the app keeps for this user and tenant. It survives the app's frame (eviction, reload), so the
 * area forgets nothing when a frame goes; the session's end clears it (services/app-storage.ts).
 */
export function handlers({
  app,
}: Pick<FrameHooks, 'app'>): Pick<ShellHandlers, 'storage.get' | 'storage.set' | 'storage.remove' | 'storage.keys'> {
  return {
    'storage.get': (key) => storageOf(app.code).get(key),
    'storage.set': (key, value) => storageOf(app.code).set(key, value),
    'storage.remove': (key) => storageOf(app.code).remove(key),
    'storage.keys': () => storageOf(app.code).keys(),
  }
}
