import { EventEmitter } from 'node:events'

/**
 * Wakes this process's live streams of a tenant at once when a notice is written here; streams also
 * poll the database, so recipients connected to another gateway process get it within a poll.
 */
const emitter = new EventEmitter()
emitter.setMaxListeners(0)

/** Tells this process's streams of `tenantId` to look for new receipts now. */
export const wakeStreams = (tenantId: number): void => { emitter.emit(`tenant:${tenantId}`) }

/** Calls `listener` on every wake of `tenantId`; answers the function that stops it. */
export function onWake(tenantId: number, listener: () => void): () => void {
  emitter.on(`tenant:${tenantId}`, listener)
  return () => { emitter.off(`tenant:${tenantId}`, listener) }
}
