import { BridgeError, type DialogRequest } from '@hr-portal/bridge'
import { $session } from '../../session/session-store'
import { inAppPath } from '../app-path'
import { dropAppDialog, openAppDialog } from '../services/app-dialog'
import { intentTarget } from '../services/app-links'
import type { FrameHooks, ShellHandlers } from './frame'

/** `ui.dialog.*` and `ui.drawer.open`: a page of this app, or of the app an intent leads to, over the whole page. */
export function handlers({
  app,
  closeDialog,
}: Pick<FrameHooks, 'app' | 'closeDialog'>): Pick<
  ShellHandlers,
  'ui.dialog.open' | 'ui.drawer.open' | 'ui.dialog.close'
> {
  const open = (kind: 'dialog' | 'drawer') => (request: DialogRequest) => {
    if (closeDialog) throw new BridgeError('dialog_busy', 'A dialog page cannot open another dialog')
    // This app's page: its path is normalised as a tab's, and may not leave the app.
    if (request.intent === undefined) return openAppDialog(app, kind, { ...request, path: inAppPath(request.path!) })
    // Another app's page (or this app's, when it declares the intent): the user's menus decide, as for intent.open.
    const target = intentTarget($session.get().apps, request.intent, request.params)
    return openAppDialog(target.app, kind, { ...request, path: target.appPath }, app.code)
  }
  return {
    'ui.dialog.open': open('dialog'),
    'ui.drawer.open': open('drawer'),
    'ui.dialog.close': (result) => {
      if (!closeDialog) throw new BridgeError('invalid_arguments', 'This page is not shown in a dialog')
      closeDialog(result)
    },
  }
}

/** The dialog the app opened, or shows its page in, closes answering null. */
export const forget = dropAppDialog
