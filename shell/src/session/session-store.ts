// The signed-in session's state (§4): anonymous, loading, or signed with user, permissions and apps; or
// `enrol`: signed in, but the tenant requires an authenticator the user has not set up (only the set-up is open).
// Pages, handlers and the session's own actions read it; it imports nothing above the session layer.
import { map } from 'nanostores'
import { emitSessionEnd } from '../lib/session-end'
import { clearSessionStorage } from '../lib/storage'
import type { AppRoute } from './menus'
import type { LoginUser, PermissionData } from './schemas'

export interface SessionState {
  status: 'anonymous' | 'loading' | 'signed' | 'enrol'
  user: LoginUser | null
  permission: PermissionData | null
  apps: AppRoute[]
}

export const $session = map<SessionState>({ status: 'anonymous', user: null, permission: null, apps: [] })

/** Where a session in the `enrol` state is sent: the authenticator set-up. */
export const ENROL_ROUTE = '/totp-setup'

/** The gateway's answer while the tenant requires an authenticator the user has not set up. */
export const ENROL_REQUIRED_CODE = 400135

/** The gateway refused a request until the authenticator is set up: only the set-up page is open. */
export function requireEnrolment() {
  if ($session.get().status !== 'anonymous') $session.setKey('status', 'enrol')
}

/** Forgets the session locally (storage and state). */
export function endSession() {
  emitSessionEnd()
  clearSessionStorage()
  $session.set({ status: 'anonymous', user: null, permission: null, apps: [] })
}
