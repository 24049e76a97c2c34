import { useEffect, useRef } from 'react'
import type { AppConnection } from '@hr-portal/bridge'
import type { FrameState } from './frame-status'

/** How often a connected app is pinged, and how many missed answers make it "not responding". */
export const HEARTBEAT_MS = 5000
export const MISSED_PINGS = 2

/**
 * Pings a connected app from its handshake on (before it said ready, too); one that stops
 * answering is marked unresponsive, and ready again when it answers. The count of missed pings
 * survives changes of state (the app saying ready while it hangs must not reset it).
 */
export function useHeartbeat(
  connection: AppConnection | null,
  connected: boolean,
  state: FrameState,
  setState: (s: FrameState) => void,
) {
  const current = useRef(state)
  current.current = state
  useEffect(() => {
    if (!connection || !connected) return
    let missed = 0
    let inFlight = false
    const timer = setInterval(async () => {
      if (inFlight || current.current === 'failed') return
      inFlight = true
      try {
        await connection.app.ping()
        missed = 0
        if (current.current === 'unresponsive') setState('ready')
      } catch {
        missed += 1
        if (missed >= MISSED_PINGS && current.current !== 'unresponsive') setState('unresponsive')
      } finally {
        inFlight = false
      }
    }, HEARTBEAT_MS)
    return () => clearInterval(timer)
  }, [connection, connected])
}
