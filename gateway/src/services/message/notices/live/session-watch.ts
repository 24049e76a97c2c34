import { ACTIVITY_WRITE_MS, isIdle, lastActiveOf } from '../../../../core/auth/idle'
import { markChanged } from '../../../../core/auth/sessions'
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

/** The `mark` event: whether the session's permissions changed since its portal loaded them (§4 permission-change mark). */
export const markEvent = (changed: boolean): string => `event: mark\ndata: ${JSON.stringify({ changed })}\n\n`

/**
 * Reads the sessions of `streams` (one query per tenant and thousand sessions), ends each stream whose
 * session no longer stands, sets the others' deadlines, and sends each the permission-change mark when it is
 * not the one last sent (the first read always sends it), so the portal knows the mark without asking.
 */
export async function checkSessions(db: Db, now: number, streams: Iterable<LiveStream>): Promise<void> {
  const byTenant = new Map<number, LiveStream[]>()
  for (const stream of streams) {
    const list = byTenant.get(stream.tenantId) ?? []
    list.push(stream)
    byTenant.set(stream.tenantId, list)
  }
  for (const [tenantId, list] of byTenant) {
    const states = new Map(
      (await sessionStates(db, tenantId, [...new Set(list.map((s) => s.tokenHash))])).map((s) => [s.token_hash, s]),
    )
    for (const stream of list) {
      const state = states.get(stream.tokenHash)
      if (!state || !stands(state, now)) stream.end()
      else {
        stream.deadline = deadlineOf(state)
        const changed = markChanged(
          { perm_seen: Number(state.perm_seen), need_refresh: Number(state.need_refresh) },
          { perm_version: Number(state.perm_version) },
        )
        if (stream.mark !== changed) {
          stream.mark = changed
          stream.send(markEvent(changed))
        }
      }
    }
  }
}
