import { BridgeError } from '@hr-portal/bridge'
import type { AppRoute } from '../../session/menus'
import { $session } from '../../session/session-store'
import { inAppPath } from '../app-path'
import { permittedPath } from '../services/app-links'
import { closeTabAt, forgetReloads, reloadApp, renameTab } from '../tabs/tabs-store'
import type { FrameHooks, ShellHandlers } from './frame'

/** The shell path of a `tabs.open`: this app's page, or another app's the user may open (with `nav.apps`). */
function tabTarget(app: AppRoute, path: string, code?: string): string {
  const safe = inAppPath(path)
  if (code === undefined || code === app.code) return `${app.routerBase}${safe === '/' ? '' : safe}`
  if (!app.manifest?.capabilities.includes('nav.apps'))
    throw new BridgeError('capability_denied', 'Capability nav.apps is not granted')
  const target = permittedPath($session.get().apps, code, safe)
  if (!target) throw new BridgeError('capability_denied', `The user may not open ${code}${path}`)
  return target
}

/** `tabs.*`: the app opens, closes, reloads and renames its tabs. */
export function handlers({
  app,
  currentPath,
  openPage,
}: Pick<FrameHooks, 'app' | 'currentPath' | 'openPage'>): Pick<
  ShellHandlers,
  'tabs.open' | 'tabs.close' | 'tabs.refresh' | 'tabs.setTitle'
> {
  const inApp = (path: string) => `${app.routerBase}${path === '/' ? '' : path}`
  return {
    'tabs.open': (path, title, code) => openPage(tabTarget(app, path, code), title),
    'tabs.close': (path) => closeTabAt(path ? inApp(inAppPath(path)) : currentPath(), window.location.pathname),
    'tabs.refresh': () => reloadApp(app.code),
    'tabs.setTitle': (title) => renameTab(currentPath(), title),
  }
}

/** The app's reloads asked for (`tabs.refresh`) go with its frame: its next frame loads once. Its tabs stay. */
export const forget = forgetReloads
