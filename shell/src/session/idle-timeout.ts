// The tenant's inactivity timeout in the shell (OWASP ASVS 7.3.1): a warning a minute before, sign-out to /login
// at the timeout. The gateway enforces the same timeout on its side (gateway/src/core/auth/idle.ts); the keep-alive
// tells it the user is active though no request was made, and answers the tenant's timeout.
import type { KeepAlive } from '@hr-portal/api/client/accounts'
import { atom } from 'nanostores'
import { afterPageReady } from '../lib/page-ready'
import { http } from '../lib/http'
import { unmountSubApps } from '../lib/sub-apps'
import { $lastActivity, markActive, pauseActivity, trackActivity } from './activity'
import { signOut } from './session'

/** How long before the timeout the warning shows. */
export const WARNING_MS = 60_000
/** The least time between two keep-alives while the user is active (the gateway's record is then never a minute behind). */
export const KEEP_ALIVE_EVERY_MS = 50_000
/** Where the timeout sends the user: the login page says why. */
export const IDLE_SIGN_OUT_URL = '/login?signedOut=idle'

/** The time the session ends while the warning shows, else null. */
export const $idleWarning = atom<number | null>(null)

let idleMs = 30 * 60_000
let lastKeepAlive = -Infinity
let timer: ReturnType<typeof setTimeout> | undefined
let running = false

async function keepAlive(): Promise<void> {
  lastKeepAlive = Date.now()
  const answer = await http.postForm<KeepAlive>('/uac/web/session/keepAlive', {}, { unLoading: true }).catch(() => null)
  const minutes = answer?.result?.idleMinutes
  if (running && typeof minutes === 'number' && minutes >= 1) {
    idleMs = minutes * 60_000
    schedule()
  }
}

function schedule(): void {
  clearTimeout(timer)
  if (!running) return
  const now = Date.now()
  const deadline = $lastActivity.get() + idleMs
  if (now >= deadline) return void expire()
  const warning = now >= deadline - WARNING_MS
  pauseActivity(warning)
  $idleWarning.set(warning ? deadline : null)
  timer = setTimeout(schedule, (warning ? deadline : deadline - WARNING_MS) - now)
}

function onActivity(): void {
  if (Date.now() - lastKeepAlive >= KEEP_ALIVE_EVERY_MS) void keepAlive()
  schedule()
}

function stop(): void {
  running = false
  clearTimeout(timer)
  pauseActivity(false)
  $idleWarning.set(null)
}

/** The timeout: the session ends on the gateway too, every frame goes, and the login page says why. */
async function expire(): Promise<void> {
  stop()
  unmountSubApps()
  await signOut().catch(() => {})
  window.location.replace(IDLE_SIGN_OUT_URL)
}

/** "Stay signed in" on the warning: counts as activity here and on the gateway at once. */
export function stayActive(): void {
  pauseActivity(false)
  void keepAlive()
  markActive()
}

/** Starts counting down from now (a signed-in page opened); answers the function that stops it. */
export function startIdleWatch(): () => void {
  if (running) return () => {}
  running = true
  markActive()
  const untrack = trackActivity()
  const unlisten = $lastActivity.listen(onActivity)
  // The first keep-alive (which answers the tenant's timeout) waits until the first page is ready.
  const before = lastKeepAlive
  const cancelKeepAlive = afterPageReady(() => {
    if (running && lastKeepAlive === before) void keepAlive()
  })
  schedule()
  return () => {
    cancelKeepAlive()
    unlisten()
    untrack()
    stop()
  }
}
