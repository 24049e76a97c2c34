// Features forget what belongs to a signed-in user when the session ends (sign-out, 401001 …).
import { $draftsLocked, clearAppDrafts } from './app-drafts'

const listeners = new Set<() => void>()

export function onSessionEnd(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function emitSessionEnd() {
  clearAppDrafts()
  for (const listener of listeners) listener()
}

/**
 * The shell found its session gone before the user confirmed anything: the gateway answered
 * 401001, or another tab removed the token. Sub-apps' drafts go at once (the prompt may never be
 * confirmed: the tab may simply be closed) and no app may save one until a session loads again.
 */
export function sessionGone() {
  $draftsLocked.set(true)
  clearAppDrafts()
}
