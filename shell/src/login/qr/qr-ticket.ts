// The desktop's QR login ticket: create it, follow its state (server-sent events, polling when the
// stream cannot run), redeem it. Every answer is checked before it is used.
import type { QrState, QrStatus, QrTicket as QrTicketAnswer } from '@hr-portal/api/client/accounts'
import { HttpError } from '@hr-portal/bridge/http'
import { http } from '../../lib/http'

export type { QrState }

const STATES: ReadonlySet<string> = new Set(['waiting', 'scanned', 'confirmed', 'declined', 'expired', 'used'])
/** After these the ticket never changes again. */
export const isFinal = (state: QrState) => state !== 'waiting' && state !== 'scanned'

/** A ticket as the desktop keeps it: the phone page the QR code carries is null when the gateway has no scan address (§8). */
export type QrTicket = Omit<QrTicketAnswer, 'expiresAt' | 'scanUrl'> & { scanUrl: string | null }

const SECRET = /^[A-Za-z0-9_-]{43}$/
const POLL_MS = 2000

function stateIn(value: unknown): QrState | null {
  const state = (value as { state?: unknown } | null)?.state
  return typeof state === 'string' && STATES.has(state) ? (state as QrState) : null
}

/** Asks the gateway for a new two-minute ticket. */
export async function createTicket(): Promise<QrTicket> {
  const { result } = await http.postJson<Partial<QrTicketAnswer>>('/uac/qrLogin/create', {}, { unLoading: true })
  const { ticket, pollKey, lifetimeMs, scanUrl, matchNumber } = result ?? {}
  if (
    typeof ticket !== 'string' ||
    !SECRET.test(ticket) ||
    typeof pollKey !== 'string' ||
    typeof lifetimeMs !== 'number' ||
    !Number.isInteger(matchNumber) ||
    (matchNumber as number) < 10 ||
    (matchNumber as number) > 99
  ) {
    throw new Error('The gateway answered a QR ticket in an unknown shape')
  }
  const url = typeof scanUrl === 'string' && /^https?:\/\//.test(scanUrl) ? scanUrl : null
  return { ticket, pollKey, lifetimeMs, matchNumber: matchNumber as number, scanUrl: url }
}

/**
 * Calls `onState` with each new state of the ticket until a final one. Follows the gateway's event
 * stream; when that fails (a proxy that buffers, an old browser) it polls the status instead.
 * Answers the function that stops following.
 */
export function followTicket({ ticket, pollKey }: QrTicket, onState: (state: QrState) => void): () => void {
  let stopped = false
  let last: QrState | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let source: EventSource | null = null

  const report = (state: QrState) => {
    if (stopped || state === last) return
    last = state
    onState(state)
    if (isFinal(state)) stop()
  }
  const poll = async () => {
    try {
      const { result } = await http.postJson<QrStatus>('/uac/qrLogin/status', { ticket, pollKey }, { unLoading: true })
      const state = stateIn(result)
      if (state) report(state)
    } catch (error) {
      // An expired or forgotten ticket ends; any other failure is retried at the next tick.
      if (error instanceof HttpError && (error.serverCode === 400601 || error.serverCode === 400602)) report('expired')
    }
    if (!stopped) timer = setTimeout(poll, POLL_MS)
  }
  function stop() {
    stopped = true
    source?.close()
    clearTimeout(timer)
  }

  if (typeof EventSource === 'function') {
    source = new EventSource(`${http.resolveUrl('/uac/qrLogin/events')}?ticket=${encodeURIComponent(ticket)}`)
    source.addEventListener('state', (event) => {
      try {
        const state = stateIn(JSON.parse((event as MessageEvent<string>).data))
        if (state) report(state)
      } catch {
        // Not JSON: dropped; the next event or the poll brings the state.
      }
    })
    source.addEventListener('error', () => {
      source?.close()
      source = null
      if (!stopped) void poll()
    })
  } else {
    void poll()
  }
  return stop
}

/** The path the desktop redeems a confirmed ticket at (signInWith posts it and starts the session). */
export const REDEEM_PATH = '/uac/qrLogin/redeem'
