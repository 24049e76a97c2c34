// The signed-in session (§4): token → user info → permissions → menus → signed.
// This module is on the login route, so it stays light: loading the session (user info,
// permissions, menus, their schemas) is load-session.ts, fetched when a sign-in starts.
// The state itself is session-store.ts; this module holds the actions that change it.
import { http } from '../lib/http'
import { getToken } from '../lib/storage'
import { CHUNK_TIMEOUT, reloadOnce, withTimeout } from '../lib/stale-chunk'
import type { AppRoute } from './menus'
import { $session, endSession } from './session-store'

const loadListeners = new Set<() => unknown>()
/** What the listeners fetch alongside the latest session load (the next page's chunk). */
let alongside: Promise<unknown> = Promise.resolve()

/**
 * Runs `listener` each time the session loader is fetched (a sign-in, a session load, a menu
 * reload). The app uses it to fetch the portal's chunk alongside, as the next page needs it: a
 * sign-in answers its landing route once what the listener answers (a promise) has settled, so the
 * portal shows at once instead of a loading fallback.
 */
export function onSessionLoad(listener: () => unknown): () => void {
  loadListeners.add(listener)
  return () => void loadListeners.delete(listener)
}

const aheadListeners = new Set<() => unknown>()
let preparedAhead = false

/** Runs `listener` when a sign-in is first foreseen (prepareSignIn): the app fetches the next page's chunks. */
export function onSignInAhead(listener: () => unknown): () => void {
  aheadListeners.add(listener)
  return () => void aheadListeners.delete(listener)
}

/**
 * A sign-in is foreseen (the person started filling in the sign-in card): the session loader's chunk and the next
 * page's (onSignInAhead) are fetched now, once, so the click finds them there instead of fetching them beside its
 * own requests. Nothing is sent to the gateway; a chunk that fails is fetched again at the sign-in.
 */
export function prepareSignIn(): void {
  if (preparedAhead) return
  preparedAhead = true
  import('./load-session').catch(() => {})
  for (const listener of aheadListeners)
    Promise.resolve()
      .then(listener)
      .catch(() => {})
}

/** Signs in with account and password; resolves to the route to land on. */
export async function signIn(account: string, password: string, noLogin7Days: boolean): Promise<string> {
  return signInWith('/account/login', { account, password, noLogin7Days })
}

/**
 * Any sign-in method that ends with the gateway's login answer (code, QR, enterprise messaging,
 * OpenID hand-off, super login …): posts the form, stores the session, resolves to the landing route.
 */
export async function signInWith(path: string, body: Record<string, unknown>): Promise<string> {
  const sent = http.postForm(path, body, { unLoading: true })
  // The chunks start a task later: the sign-in request takes the first of the browser's few
  // connections to the gateway's host instead of waiting behind them.
  const loader = new Promise<typeof import('./load-session')>((resolve, reject) => {
    setTimeout(() => loadPart().then(resolve, reject), 0)
  })
  loader.catch(() => {}) // a refused sign-in never reads it
  const answer = await sent
  return landing((await loader).startSession(answer.result))
}

/** Stores a gateway login answer (token, loginUserId, tenantId) and loads the session. */
export async function startSession(result: unknown): Promise<string> {
  return landing((await loadPart()).startSession(result))
}

/** Signs in with a token handed over in the URL (§2 /tokenLogin). */
export async function signInWithToken(token: string): Promise<string> {
  return landing((await loadPart()).signInWithToken(token))
}

/** The landing route once the page it leads to has its chunk (a failed chunk is the page's own matter). */
async function landing(route: Promise<string>): Promise<string> {
  const [to] = await Promise.all([route, alongside.catch(() => {})])
  return to
}

/**
 * Loads user info, login permissions and the menu tree, then marks the session signed.
 * Any failure clears the session (the caller goes to /login).
 */
export async function loadSession(loginUserId?: string): Promise<string> {
  return landing((await loadPart()).loadSession(loginUserId))
}

/** Reloads the menus of a signed session (the language changed: menu names come from the server). */
export async function reloadMenus(): Promise<AppRoute[] | null> {
  if ($session.get().status !== 'signed') return null
  return (await loadPart()).reloadMenus()
}

/**
 * The session loader's chunk; whatever registered with onSessionLoad is fetched alongside. A chunk that does not load
 * (a newer deployment removed it) reloads the current route once.
 */
function loadPart() {
  alongside = Promise.all([...loadListeners].map((listener) => listener()))
  return withTimeout(import('./load-session'), CHUNK_TIMEOUT).catch(reloadOnce)
}

/** Ends the session on the gateway too; local state goes even when the call fails. */
export async function signOut() {
  try {
    if (getToken()) await http.postForm('/loginOut', {})
  } finally {
    endSession()
  }
}
