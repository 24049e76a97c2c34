import type { AppToShell, Handlers, ProtocolMethod } from '@hr-portal/bridge'
import { BridgeError } from '@hr-portal/bridge'
import { http } from '../lib/http'
import { getToken } from '../lib/storage'
import { showMessage } from '../lib/messages/message'
import { noteActivity } from '../session/activity'
import { raisePrompt } from '../session/prompt'
import { handleReportedCode } from '../session/reported-code'
import { $session } from '../session/session-store'
import { authFlagsOf } from '../session/auth-flags'
import { createBridge2Handlers, type Bridge2Hooks } from './services/app-handlers'
import { createUserProfile, type AppUser, type ProfileSources } from './services/user-profile'
import { $language } from '../lib/i18n/i18n'
import { createTrackingHandlers } from './tracking/bridge-handlers'
import { askConfirm } from './app-dialogs'
import { inAppPath } from './app-path'
import { currentEnv } from './current-env'
import { permittedPath } from './services/app-links'
import { setAppLoading } from './app-loading'
import type { AppRoute } from '../session/menus'
import { closeTabAt, reloadApp, renameTab } from './tabs/tabs-store'
import { runFrameTour, type TourFrame } from './tour/frame-tour'

/** Where a frame's `session.getUser` reads the user: the session, the UI language, the gateway (third-party apps). */
const profileSources: ProfileSources = {
  user: () => $session.get().user,
  lang: () => $language.get(),
  ask: async (appId) => {
    const answer = await http.postForm<AppUser>('/vendor/web/appUser', { appId }, { unLoading: true })
    if (!answer.result) throw new BridgeError('handler_failed', 'No user answer')
    return answer.result
  },
}

function functionIds(): string[] | '*' {
  const permission = $session.get().permission
  if (!permission) return []
  if (permission.isSuper) return '*'
  return [...new Set([...permission.menus, ...permission.btns].map((p) => p.functionId))]
}

export interface AppHooks extends Bridge2Hooks {
  app: AppRoute
  /** The app's current shell path (its active page). */
  currentPath: () => string
  onNavChanged: (path: string, replace: boolean) => void
  /** Opens a tab on `path` (a shell path), named `title` when given. */
  openPage: (path: string, title?: string) => void
  /** The app's frame in a tab, for the tours it starts (`tour.start`); absent for dialog pages. */
  tourFrame?: () => TourFrame | null
  /** Whether the user can be working in this frame: it is the shown tab's or an open dialog's (`session.activity`). */
  inUse?: () => boolean
}

/** The shell path of a `tabs.open`: this app's page, or another app's the user may open (with `nav.apps`). */
function tabTarget(app: AppRoute, path: string, code?: string): string {
  const safe = inAppPath(path)
  if (code === undefined || code === app.code) return `${app.routerBase}${safe === '/' ? '' : safe}`
  if (!app.manifest?.capabilities.includes('nav.apps')) throw new BridgeError('capability_denied', 'Capability nav.apps is not granted')
  const target = permittedPath($session.get().apps, code, safe)
  if (!target) throw new BridgeError('capability_denied', `The user may not open ${code}${path}`)
  return target
}

/** What the shell does for each app → shell call, for one app; the bridge guard checked it already. */
export function createShellHandlers(hooks: AppHooks): Omit<Handlers<AppToShell>, ProtocolMethod> {
  const { app } = hooks
  const inApp = (path: string) => `${app.routerBase}${path === '/' ? '' : path}`
  return {
    'nav.changed': (path, { replace }) => hooks.onNavChanged(inAppPath(path), replace),
    'session.getToken': () => getToken() ?? '',
    'session.getAppToken': async () => {
      const answer = await http.postForm<{ token: string }>('/uac/web/appToken', { appId: app.manifest?.name ?? '' }, { unLoading: true })
      return answer.result?.token ?? ''
    },
    'session.getUser': createUserProfile(app.code, app.manifest, profileSources),
    'session.reportCode': (code) => { void handleReportedCode(code) },
    'session.toLogin': () => { raisePrompt('permissionLogout') },
    // Counted only from a frame on screen: a frame in a background tab cannot keep the session alive.
    'session.activity': () => { if (hooks.inUse?.()) noteActivity() },
    'perm.has': (id) => { const ids = functionIds(); return ids === '*' || ids.includes(id) },
    'perm.list': functionIds,
    'perm.authFlags': (menuFunctionId) => authFlagsOf($session.get().permission, menuFunctionId),
    'tabs.open': (path, title, code) => hooks.openPage(tabTarget(app, path, code), title),
    'tabs.close': (path) => closeTabAt(path ? inApp(inAppPath(path)) : hooks.currentPath(), window.location.pathname),
    'tabs.refresh': () => reloadApp(app.code),
    'tabs.setTitle': (title) => renameTab(hooks.currentPath(), title),
    'ui.message': (type, message) => showMessage(type, message),
    'ui.confirm': (request) => askConfirm(app.code, request),
    'ui.loading': (on) => setAppLoading(app.code, on),
    'env.get': () => currentEnv(app.manifest?.party),
    'tour.start': (steps) => runFrameTour(hooks.tourFrame?.() ?? null, steps),
    ...createBridge2Handlers(hooks),
    ...createTrackingHandlers(app, hooks.currentPath),
  }
}
