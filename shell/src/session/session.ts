// The signed-in session (§4): token → user info → permissions → menus → signed.
import { map } from 'nanostores'
import * as v from 'valibot'
import { HIDDEN_APP_CODES } from '../config'
import { HttpError } from '@hr-portal/bridge/http'
import { $language, t } from '../i18n/i18n'
import { http } from '../lib/http'
import { emitSessionEnd } from '../lib/session-end'
import { clearSessionStorage, getToken, LOCAL, readJson, writeJson } from '../lib/storage'
import { buildApps, landingRoute, type AppRoute } from '../portal/menus'
import { showMessage } from '../messages/message'
import { loadMapScripts } from './map-scripts'
import { PROMPT_CODES } from './prompt'
import { LoginResult, LoginUser, MenuTree, PermissionResult, TokenInfo, type PermissionData } from './schemas'

export interface SessionState {
  status: 'anonymous' | 'loading' | 'signed'
  user: LoginUser | null
  permission: PermissionData | null
  apps: AppRoute[]
}

export const $session = map<SessionState>({ status: 'anonymous', user: null, permission: null, apps: [] })

const isLoginUser = (value: unknown): value is LoginUser => v.is(LoginUser, value)

/** Signs in with account and password; resolves to the route to land on. */
export async function signIn(account: string, password: string, noLogin7Days: boolean): Promise<string> {
  return signInWith('/account/login', { account, password, noLogin7Days })
}

/**
 * Any sign-in method that ends with the gateway's login answer (code, QR, enterprise messaging,
 * OpenID hand-off, super login …): posts the form, stores the session, resolves to the landing route.
 */
export async function signInWith(path: string, body: Record<string, unknown>): Promise<string> {
  const answer = await http.postForm(path, body, { unLoading: true })
  return startSession(answer.result)
}

/** Stores a gateway login answer (token, loginUserId, tenantId) and loads the session. */
export async function startSession(result: unknown): Promise<string> {
  const login = v.parse(LoginResult, result)
  localStorage.setItem(LOCAL.token, login.token)
  localStorage.setItem(LOCAL.renterId, login.tenantId)
  return loadSession(login.loginUserId)
}

/** Signs in with a token handed over in the URL (§2 /tokenLogin). */
export async function signInWithToken(token: string): Promise<string> {
  const answer = await http.postForm('/uac/web/getTokenInfo', {}, { headers: { token } })
  const info = v.parse(TokenInfo, answer.data)
  localStorage.setItem(LOCAL.token, token)
  return loadSession(info.loginUserId)
}

/**
 * Loads user info, login permissions and the menu tree, then marks the session signed.
 * Any failure clears the session (the caller goes to /login).
 */
export async function loadSession(loginUserId?: string): Promise<string> {
  $session.setKey('status', 'loading')
  try {
    const userId = loginUserId ?? readJson(localStorage, LOCAL.userinfo, isLoginUser)?.loginUserId
    if (!userId) throw new Error('no signed-in user')
    const user = v.parse(LoginUser, (await http.postForm('/ums/web/user/getLoginUserInfo', { loginUserId: userId })).result)
    writeJson(localStorage, LOCAL.userinfo, user)
    localStorage.setItem(LOCAL.renterId, user.tenantId)
    const { permissionData } = v.parse(PermissionResult, (await http.postForm('/uac/web/permission/getLoginPermission', {})).result)
    const permission: PermissionData = { btns: permissionData.btns, menus: permissionData.menus, isSuper: permissionData.isSuper }
    writeJson(localStorage, LOCAL.permission, permission)
    const apps = await fetchApps(user.tenantId)
    localStorage.setItem(LOCAL.allPermissionStatus, '1')
    $session.set({ status: 'signed', user, permission, apps })
    void loadMapScripts(user.tenantId)
    return landingRoute(apps)
  } catch (error) {
    endSession()
    throw error
  }
}

/** The menu tree in the current language, as app entries (without the tour shop unless allowed). */
async function fetchApps(tenantId: string): Promise<AppRoute[]> {
  const [menus, tourShop] = await Promise.all([
    http.postForm('/joyhr/web/elesMenu/menuTreeForPc', { tenantId, lang: $language.get() }).catch(reportMenuFailure),
    http.postForm<boolean>('/tum/web/tenant/checkHTUserAuthorizationModule', {}).then((a) => a.result === true, () => false),
  ])
  return buildApps(v.parse(MenuTree, menus.data), { hiddenCodes: HIDDEN_APP_CODES, tourShopAllowed: tourShop })
}

/** §8: a non-zero code shows the server's message; any other menu failure the system-problem text. */
function reportMenuFailure(error: unknown): never {
  const serverText = error instanceof HttpError && error.code === 'server_code' && !PROMPT_CODES[error.serverCode ?? 0]
  showMessage('error', serverText ? (error as HttpError).message : t('portal.menuError'))
  throw error
}

/** Reloads the menus of a signed session (the language changed: menu names come from the server). */
export async function reloadMenus(): Promise<AppRoute[] | null> {
  const { status, user } = $session.get()
  if (status !== 'signed' || !user) return null
  const apps = await fetchApps(user.tenantId)
  $session.setKey('apps', apps)
  return apps
}

/** Forgets the session locally (storage and state). */
export function endSession() {
  emitSessionEnd()
  clearSessionStorage()
  $session.set({ status: 'anonymous', user: null, permission: null, apps: [] })
}

/** Ends the session on the gateway too; local state goes even when the call fails. */
export async function signOut() {
  try {
    if (getToken()) await http.postForm('/loginOut', {})
  } finally {
    endSession()
  }
}
