import { http } from '../lib/http'
import { getToken, LOCAL } from '../lib/storage'
import { raisePrompt } from './prompt'
import { $session } from './session-store'

/** The permission-change mark's app identifier. */
export const APP_MARK = 'portal'

let inFlight: Promise<boolean> | null = null
/** The mark as the open notice stream last told it (true: changed), or null while no stream is open. */
let heard: boolean | null = null

/**
 * What the notice stream says of the mark: its `mark` event when it opens and whenever the mark changes (a role
 * of the user, a brand's refresh), null when the stream closed or failed. While it is known, a navigation
 * decides without asking the gateway.
 */
export function markHeard(changed: boolean | null) {
  heard = changed
}

const signed = () => Boolean(getToken()) && $session.get().status === 'signed'

/** Whether the open notice stream says the mark is unchanged: a navigation need not wait for the gateway. */
export const markKnownUnchanged = (): boolean => heard === false && signed()

/** Asks the gateway whether permissions changed; identical checks in flight share one call. */
export function hasPermissionMark(): Promise<boolean> {
  inFlight ??= http
    .postForm<boolean>('/uac/web/permission/hasPermissionMark', { appMark: APP_MARK }, { unLoading: true })
    .then((answer) => answer.result === true)
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

/**
 * Asks the gateway at once, as the address changes to another page and before the portal renders it: the
 * navigation's own check (`checkOnNavigation`) then joins this call in flight instead of asking after the render.
 */
export function checkAhead() {
  if (signed() && heard === null) void hasPermissionMark().catch(() => {})
}

/**
 * §4 steps 2 and 6, run on every navigation: a changed mark resets the signed flag and raises the
 * permission-change prompt. True when the mark changed (the page must not show); a failed check
 * counts as unchanged, and so does a session not signed (nothing to check yet). The mark is what the
 * open notice stream last said, else the gateway's answer; `ask` asks the gateway whatever the stream said
 * (the check made once a page is ready, off the navigation's path).
 */
export async function checkOnNavigation({ ask = false } = {}): Promise<boolean> {
  if (!signed()) return false
  const changed = !ask && heard !== null ? heard : await hasPermissionMark().catch(() => false)
  if (!changed) return false
  localStorage.removeItem(LOCAL.allPermissionStatus)
  raisePrompt('permissionChanged')
  return true
}
