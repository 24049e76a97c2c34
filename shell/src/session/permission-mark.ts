import { http } from '../lib/http'
import { getToken, LOCAL } from '../lib/storage'
import { raisePrompt } from './prompt'
import { $session } from './session-store'

/** The permission-change mark's app identifier. */
export const APP_MARK = 'portal'

let inFlight: Promise<boolean> | null = null

/** Asks the gateway whether permissions changed; identical checks in flight share one call. */
export function hasPermissionMark(): Promise<boolean> {
  inFlight ??= http
    .postForm<boolean>('/uac/web/permission/hasPermissionMark', { appMark: APP_MARK }, { unLoading: true })
    .then((answer) => answer.result === true)
    .finally(() => { inFlight = null })
  return inFlight
}

/**
 * Asks the gateway at once, as the address changes to another page and before the portal renders it: the
 * navigation's own check (`checkOnNavigation`) then joins this call in flight instead of asking after the render.
 */
export function checkAhead() {
  if (getToken() && $session.get().status === 'signed') void hasPermissionMark().catch(() => {})
}

/**
 * §4 steps 2 and 6, run on every navigation: a changed mark resets the signed flag and raises the
 * permission-change prompt. True when the mark changed (the page must not show); a failed check
 * counts as unchanged, and so does a session not signed (nothing to check yet).
 */
export async function checkOnNavigation(): Promise<boolean> {
  if (!getToken() || $session.get().status !== 'signed') return false
  const changed = await hasPermissionMark().catch(() => false)
  if (!changed) return false
  localStorage.removeItem(LOCAL.allPermissionStatus)
  raisePrompt('permissionChanged')
  return true
}
