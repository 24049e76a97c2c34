import { ACTIVITY_WRITE_MS, isIdle, lastActiveOf } from '../../../../core/auth/idle'
import type { Db } from '../../../../core/db/types'
import type { LiveStream } from './live-stream'
import { sessionStates, type SessionState } from './reads'

/** Whether the session stands at `now`: unexpired, unrevoked, not idle past its tenant's timeout (as core/auth/sessions.ts). */
export function stands(state: SessionState, now: number): boolean {
  const idleMinutes = Number(state.idle_minutes)
  return state.revoked_at === null && Number(state.expires_at) > now && !isIdle(state, idleMinutes, now)
}

/** The first moment the session ends unless it is used again: its expiry, or its idle timeout passed. */
export function deadlineOf(state: SessionState): number {
  const idleEnd = lastActiveOf(state) + Number(state.idle_minutes) * 60_000 + ACTIVITY_WRITE_MS + 1
  return Math.min(Number(state.expires_at), idleEnd)
}

/**
 * Reads the sessions of `streams` (one query per tenant and thousand sessions), ends each stream whose
 * session no longer stands, and sets the others' deadlines.
 */
export async function checkSessions(db: Db, now: number, streams: Iterable<LiveStream>): Promise<void> {
  const byTenant = new Map<number, LiveStream[]>()
  for (const stream of streams) {
    const list = byTenant.get(stream.tenantId) ?? []
    list.push(stream)
    byTenant.set(stream.tenantId, list)
  }
  for (const [tenantId, list] of byTenant) {
    const states = new Map((await sessionStates(db, tenantId, [...new Set(list.map((s) => s.tokenHash))])).map((s) => [s.token_hash, s]))
    for (const stream of list) {
      const state = states.get(stream.tokenHash)
      if (!state || !stands(state, now)) stream.end()
      else stream.deadline = deadlineOf(state)
    }
  }
}
