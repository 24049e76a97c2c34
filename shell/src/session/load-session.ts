// Loading a session after any sign-in: user info, login permissions, menus (§4). Its own chunk,
// fetched when a sign-in starts, so the login route does not carry it (session.ts).
import * as v from 'valibot'
import { HIDDEN_APP_CODES } from '../lib/config'
import { HttpError } from '@hr-portal/bridge/http'
import { $language, t } from '../lib/i18n/i18n'
import { $draftsLocked, keepAppDrafts } from '../lib/app-drafts'
import { afterPageReady } from '../lib/page-ready'
import { http } from '../lib/http'
import { LOCAL, readJson, writeJson } from '../lib/storage'
import { buildApps, landingRoute, type AppRoute } from './menus'
import { menuNoticeKey } from './menu-notice'
import { permissionListOf } from './permission-list'
import { showMessage } from '../lib/messages/message'
import { loadMapScripts } from './map-scripts'
import { PROMPT_CODES } from './prompt'
import { askTenant } from './tenant-choice'
import { askSecondFactor } from './second-factor'
import { clearNeedRefreshAfterReload } from './need-refresh'
import { sessionStarted } from './session-start'
import { askTourShop, withTourShopCheck } from './tour-shop-check'
import {
  LoginResult,
  LoginUser,
  SecondStep,
  TenantChoice,
  MenuTree,
  PermissionResult,
  TokenInfo,
  type PermissionData,
} from './schemas'
import '../lib/i18n/portal-texts'
import { brand } from '../lib/brand/brand'
import { $session, endSession, ENROL_REQUIRED_CODE, ENROL_ROUTE } from './session-store'

/** §6: a system of another type (weihai) asks with its systemType (2). */
const permissionQuery = () => (brand.systemType !== 1 ? { systemType: brand.systemType } : {})

const isLoginUser = (value: unknown): value is LoginUser => v.is(LoginUser, value)

/** Stores a gateway login answer (token, loginUserId, tenantId) and loads the session. */
export async function startSession(result: unknown): Promise<string> {
  const second = v.safeParse(SecondStep, result)
  // An account with an authenticator: the code first (the answer may still be a tenant choice).
  if (second.success) result = await askSecondFactor(second.output.totpTicket)
  const choice = v.safeParse(TenantChoice, result)
  if (choice.success) {
    // Several tenants: the user picks one, and the pre-login ticket opens the session there.
    const tenantId = await askTenant(choice.output.tenants)
    const preLoginTicket = choice.output.preLoginTicket
    result = (await http.postForm('/tum/web/tenant/preLogin', { preLoginTicket, tenantId }, { unLoading: true })).result
  }
  const login = v.parse(LoginResult, result)
  localStorage.setItem(LOCAL.token, login.token)
  localStorage.setItem(LOCAL.renterId, login.tenantId)
  return loadSession(login.loginUserId, login.tenantId)
}

/** Signs in with a token handed over in the URL (§2 /tokenLogin). */
export async function signInWithToken(token: string): Promise<string> {
  const answer = await http.postForm('/uac/web/getTokenInfo', {}, { headers: { token } })
  const info = v.parse(TokenInfo, answer.data)
  localStorage.setItem(LOCAL.token, token)
  return loadSession(info.loginUserId)
}

/**
 * Loads user info, login permissions and the menu tree, then marks the session signed. The three
 * requests go out together: the menu tree asks for the tenant the sign-in answered (or the one
 * stored with the session), and again should the user info name another. They are read in that
 * order, so a failure is handled as if they had gone one after the other.
 * Any failure clears the session (the caller goes to /login).
 */
export async function loadSession(loginUserId?: string, tenantId?: string): Promise<string> {
  $session.setKey('status', 'loading')
  let user: LoginUser | null = null
  try {
    const userId = loginUserId ?? readJson(localStorage, LOCAL.userinfo, isLoginUser)?.loginUserId
    if (!userId) throw new Error('no signed-in user')
    const tenantGuess = tenantId ?? localStorage.getItem(LOCAL.renterId)
    const userAnswer = http.postForm('/ums/web/user/getLoginUserInfo', { loginUserId: userId })
    const permissionAnswer = settledLater(http.postForm('/uac/web/permission/getLoginPermission', permissionQuery()))
    const menuAnswer = tenantGuess ? settledLater(fetchMenus(tenantGuess)) : null
    const tourShopAnswer = tenantGuess ? askTourShop() : undefined
    sessionStarted()
    // After the permission-change prompt's reload: cleared before the session is signed, so before its first mark check.
    const refreshCleared = clearNeedRefreshAfterReload()
    user = v.parse(LoginUser, (await userAnswer).result)
    writeJson(localStorage, LOCAL.userinfo, user)
    localStorage.setItem(LOCAL.renterId, user.tenantId)
    const { permissionData } = v.parse(PermissionResult, (await permissionAnswer).result)
    const { btns, menus, isSuper, permissionMap } = permissionData
    const permission: PermissionData = { btns, menus, isSuper, permissionMap }
    // §3: commonFunctions (and anything else the answer carries) is dropped from what is stored.
    writeJson(localStorage, LOCAL.permission, { btns, menus, isSuper })
    writeJson(localStorage, LOCAL.permissionList, permissionListOf(permission))
    writeJson(localStorage, LOCAL.permissionMap, permissionMap ?? {})
    const apps =
      tenantGuess === user.tenantId && menuAnswer
        ? await withTourShopCheck(toApps(await menuAnswer.catch(reportMenuFailure)), tourShopAnswer)
        : await fetchApps(user.tenantId)
    keepAppDrafts(
      user.tenantId,
      user.loginUserId,
      apps.map((app) => app.code),
    )
    localStorage.setItem(LOCAL.allPermissionStatus, '1')
    await refreshCleared
    $session.set({ status: 'signed', user, permission, apps })
    // A new session: its apps may keep drafts again (lib/session-end.ts sessionGone).
    $draftsLocked.set(false)
    // Map scripts are for apps' pages: they load once the first page is ready.
    const tenant = user.tenantId
    afterPageReady(() => void loadMapScripts(tenant))
    return landingRoute(apps)
  } catch (error) {
    // The tenant requires an authenticator this user has not set up: the session stays, for the set-up only.
    if (user && error instanceof HttpError && error.serverCode === ENROL_REQUIRED_CODE) {
      $session.set({ status: 'enrol', user, permission: null, apps: [] })
      return ENROL_ROUTE
    }
    endSession()
    throw error
  }
}

/**
 * A request started ahead of being read: its failure is handled where it is awaited, and never
 * reported as unhandled when an earlier one failed first and it is not awaited at all.
 */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {})
  return promise
}

const fetchMenus = (tenantId: string) =>
  http.postForm('/joyhr/web/elesMenu/menuTreeForPc', { tenantId, lang: $language.get() })

/**
 * The menu tree as app entries; §8: an empty tree says 'No menu permissions', a tree without any sub-app import
 * that no sub-application can be created (the portal then offers no app page).
 */
function toApps(menus: { data?: unknown }): AppRoute[] {
  const tree = v.parse(MenuTree, menus.data)
  const notice = menuNoticeKey(tree)
  if (notice) showMessage('warning', t(notice))
  return buildApps(tree, { hiddenCodes: HIDDEN_APP_CODES })
}

/** The menu tree in the current language, as app entries (the tour shop's only for a user who passes its check). */
async function fetchApps(tenantId: string): Promise<AppRoute[]> {
  return withTourShopCheck(toApps(await fetchMenus(tenantId).catch(reportMenuFailure)))
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
  keepAppDrafts(
    user.tenantId,
    user.loginUserId,
    apps.map((app) => app.code),
  )
  $session.setKey('apps', apps)
  return apps
}
