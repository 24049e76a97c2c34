// The signed-in session's state (§4): anonymous, loading, or signed with user, permissions and apps.
// Pages, handlers and the session's own actions read it; it imports nothing above the session layer.
import { map } from 'nanostores'
import { emitSessionEnd } from '../lib/session-end'
import { clearSessionStorage } from '../lib/storage'
import type { AppRoute } from './menus'
import type { LoginUser, PermissionData } from './schemas'

export interface SessionState {
  status: 'anonymous' | 'loading' | 'signed'
  user: LoginUser | null
  permission: PermissionData | null
  apps: AppRoute[]
}

export const $session = map<SessionState>({ status: 'anonymous', user: null, permission: null, apps: [] })

/** Forgets the session locally (storage and state). */
export function endSession() {
  emitSessionEnd()
  clearSessionStorage()
  $session.set({ status: 'anonymous', user: null, permission: null, apps: [] })
}
