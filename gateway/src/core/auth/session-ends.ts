import type { Bus } from '../bus'

/**
 * Tells every gateway process's long-lived responses (notice streams) that sessions were revoked, so each
 * checks its own session against the database at once. Goes over the bus: streams held by another process
 * hear it too.
 */
export const SESSIONS_ENDED_TOPIC = 'session:ended'

/** Which sessions may have ended: every session of these users, or of these tenants. */
export interface EndedScope {
  userIds?: readonly number[]
  tenantIds?: readonly number[]
}

/** Ids per message: a bus message stays far below PostgreSQL's NOTIFY limit. */
const IDS_PER_MESSAGE = 500

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : []

/** Call after the revocation is committed: the listeners of the scope, in every process, re-check their session. */
export async function sessionsEnded(bus: Bus, scope: EndedScope): Promise<void> {
  for (const [key, list] of [
    ['u', scope.userIds],
    ['t', scope.tenantIds],
  ] as const) {
    const unique = [...new Set(list ?? [])]
    for (let i = 0; i < unique.length; i += IDS_PER_MESSAGE) {
      await bus.publish(SESSIONS_ENDED_TOPIC, JSON.stringify({ [key]: unique.slice(i, i + IDS_PER_MESSAGE) }))
    }
  }
}

/** Calls `listener` with each scope whose sessions may have ended; answers the function that stops it. */
export function onSessionsEnded(bus: Bus, listener: (scope: EndedScope) => void): () => void {
  return bus.subscribe(SESSIONS_ENDED_TOPIC, (message) => {
    let parsed: { u?: unknown; t?: unknown }
    try {
      parsed = JSON.parse(message) as { u?: unknown; t?: unknown }
    } catch {
      return
    }
    if (!parsed || typeof parsed !== 'object') return
    listener({ userIds: ids(parsed.u), tenantIds: ids(parsed.t) })
  })
}
