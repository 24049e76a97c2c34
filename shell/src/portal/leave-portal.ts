import { navigate } from 'wouter/use-browser-location'
import { takeRememberedRoute } from '../routing/remembered-route'
import { signOut } from '../session/session'
import { confirmLeave } from '../session/leave-guard'

/** Signs out after the open apps' leave guards agree, and goes to the login page. */
export async function leavePortal(): Promise<void> {
  if (!(await confirmLeave())) return
  await signOut().catch(() => {})
  // Signing out is not a visit to come back to: the next sign-in lands as usual.
  takeRememberedRoute()
  navigate('/login', { replace: true })
}
