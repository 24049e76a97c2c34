import { EventEmitter } from 'node:events'

/**
 * Tells this process's long-lived responses (notice streams) that sessions were revoked here, so each
 * checks its own session against the database at once instead of at its next poll. Sessions revoked by
 * another gateway process are found by that poll.
 */
const emitter = new EventEmitter()
emitter.setMaxListeners(0)

/** Which sessions may have ended: every session of these users, or of these tenants. */
export interface EndedScope { userIds?: readonly number[]; tenantIds?: readonly number[] }

/** Call after the revocation is committed: the listeners of the scope re-check their session. */
export function sessionsEnded(scope: EndedScope): void {
  for (const userId of new Set(scope.userIds ?? [])) emitter.emit(`user:${userId}`)
  for (const tenantId of new Set(scope.tenantIds ?? [])) emitter.emit(`tenant:${tenantId}`)
}

/** Calls `listener` when a session of the user or of the tenant may have ended; answers the function that stops it. */
export function onSessionsEnded(session: { user_id: number; tenant_id: number }, listener: () => void): () => void {
  const events = [`user:${session.user_id}`, `tenant:${session.tenant_id}`]
  for (const event of events) emitter.on(event, listener)
  return () => { for (const event of events) emitter.off(event, listener) }
}
