import type { AppToShell, Handlers } from '@hr-portal/bridge'
import { BridgeError, shellShortcutOf } from '@hr-portal/bridge'
import { navigate } from 'wouter/use-browser-location'
import { $session } from '../../session/session-store'
import type { AppRoute } from '../../session/menus'
import { inAppPath } from '../app-path'
import { openAppDialog } from './app-dialog'
import { publishTopic, subscribeTopic, unsubscribeTopic } from './app-events'
import { intentPath, intentTarget, permittedPath } from './app-links'
import { appStorage } from './app-storage'
import { openExternal } from './external-links'
import { setDirty } from './dirty'
import { recordPerf } from './perf-reports'
import { registerShortcuts, runShellShortcut } from './shortcuts'
import { showToast } from './toasts'
import { appMessageSender, subscribeMessages, unsubscribeMessages } from './app-messages'

type Bridge2 = Pick<Handlers<AppToShell>,
  'ui.dialog.open' | 'ui.drawer.open' | 'ui.dialog.close' | 'ui.toast' | 'ui.setDirty' | 'app.ready' | 'app.failed'
  | 'storage.get' | 'storage.set' | 'storage.remove' | 'storage.keys' | 'nav.open' | 'nav.pathExists' | 'intent.open'
  | 'nav.openExternal' | 'nav.shareLink' | 'events.publish' | 'events.subscribe' | 'events.unsubscribe' | 'keys.register'
  | 'keys.forward' | 'perf.report' | 'messages.subscribe' | 'messages.unsubscribe' | 'messages.send'>

export interface Bridge2Hooks {
  app: AppRoute
  /** The app's current shell path. */
  currentPath: () => string
  /** The app said it shows its page, or cannot. */
  onLifecycle: (state: 'ready' | 'failed', reason?: string) => void
  /** Set when this frame shows a page in a dialog or drawer: ends it with a result. */
  closeDialog?: (result: unknown) => void
  /**
   * Whether this frame is the shown one and holds the keyboard focus: only then does the shell run
   * the shortcuts it forwards (`keys.forward`). Absent (a dialog page): never.
   */
  holdsFocus?: () => boolean
  /** Set when this frame shows a page in a dialog or drawer: Escape pressed in the page, and not used by it. */
  onEscape?: () => void
}

function storageOf(app: string) {
  const user = $session.get().user
  if (!user) throw new BridgeError('handler_failed', 'Not signed in')
  return appStorage(app, user.loginUserId, user.tenantId)
}

/** The shell's side of the bridge 2 methods, for one app frame; the guard checked capability, size, rate and schema. */
export function createBridge2Handlers(hooks: Bridge2Hooks): Bridge2 {
  const { app } = hooks
  const apps = () => $session.get().apps
  // This frame's messages go out under its own app only, with the pass the shell holds for it.
  const sendMessage = appMessageSender(app.manifest?.name ?? app.code)
  const openDialog = (kind: 'dialog' | 'drawer') => (request: Parameters<Bridge2['ui.dialog.open']>[0]) => {
    if (hooks.closeDialog) throw new BridgeError('dialog_busy', 'A dialog page cannot open another dialog')
    // This app's page: its path is normalised as a tab's, and may not leave the app.
    if (request.intent === undefined) return openAppDialog(app, kind, { ...request, path: inAppPath(request.path!) })
    // Another app's page (or this app's, when it declares the intent): the user's menus decide, as for intent.open.
    const target = intentTarget(apps(), request.intent, request.params)
    return openAppDialog(target.app, kind, { ...request, path: target.appPath }, app.code)
  }
  return {
    'ui.dialog.open': openDialog('dialog'),
    'ui.drawer.open': openDialog('drawer'),
    'ui.dialog.close': (result) => {
      if (!hooks.closeDialog) throw new BridgeError('invalid_arguments', 'This page is not shown in a dialog')
      hooks.closeDialog(result)
    },
    'ui.toast': (request) => showToast(app.code, request),
    'ui.setDirty': (dirty) => setDirty(app.code, dirty),
    'app.ready': () => hooks.onLifecycle('ready'),
    'app.failed': (reason) => hooks.onLifecycle('failed', reason),
    'storage.get': (key) => storageOf(app.code).get(key),
    'storage.set': (key, value) => storageOf(app.code).set(key, value),
    'storage.remove': (key) => storageOf(app.code).remove(key),
    'storage.keys': () => storageOf(app.code).keys(),
    'nav.open': (code, path) => {
      const target = permittedPath(apps(), code, path)
      if (!target) throw new BridgeError('capability_denied', `The user may not open ${code}${path}`)
      navigate(target)
    },
    'nav.pathExists': (code, path) => permittedPath(apps(), code, path) !== null,
    'intent.open': (name, params) => navigate(intentPath(apps(), name, params)),
    'nav.openExternal': (url) => openExternal(app.code, app.manifest?.origin ?? '', url),
    'nav.shareLink': () => new URL(hooks.currentPath(), window.location.origin).href,
    'events.publish': (topic, payload) => { publishTopic(app.code, app.manifest, topic, payload) },
    'events.subscribe': (topic) => subscribeTopic(app.code, app.manifest, topic),
    'events.unsubscribe': (topic) => unsubscribeTopic(app.code, topic),
    'keys.register': (shortcuts) => registerShortcuts(app.code, shortcuts),
    'keys.forward': (combo) => {
      // Escape means something only to a dialog page's frame; elsewhere the app keeps it.
      if (combo === 'Escape') return hooks.onEscape?.()
      const shortcut = shellShortcutOf(combo)
      if (!shortcut) throw new BridgeError('invalid_arguments', `${combo} is not a shortcut of the shell`)
      if (!hooks.holdsFocus?.()) throw new BridgeError('not_active', 'Only the shown frame with the focus forwards shortcuts')
      void runShellShortcut(shortcut)
    },
    'perf.report': (metrics) => recordPerf(app.manifest?.name ?? app.code, metrics),
    'messages.subscribe': () => subscribeMessages(app.code),
    'messages.unsubscribe': () => unsubscribeMessages(app.code),
    'messages.send': sendMessage,
  }
}
