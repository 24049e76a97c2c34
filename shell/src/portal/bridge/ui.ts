import { showMessage } from '../../lib/messages/message'
import { askConfirm, dropConfirms } from '../app-dialogs'
import { setAppLoading } from '../app-loading'
import { setDirty } from '../../session/dirty'
import { dropToasts, showToast } from '../services/toasts'
import type { FrameHooks, ShellHandlers } from './frame'

/** `ui.*` but dialogs (dialog.ts): the §5 message, confirms, the loading indicator, toasts, unsaved changes. */
export function handlers({
  app,
}: Pick<FrameHooks, 'app'>): Pick<
  ShellHandlers,
  'ui.message' | 'ui.confirm' | 'ui.loading' | 'ui.toast' | 'ui.setDirty'
> {
  return {
    'ui.message': (type, message) => showMessage(type, message),
    'ui.confirm': (request) => askConfirm(app.code, request),
    'ui.loading': (on) => setAppLoading(app.code, on),
    'ui.toast': (request) => showToast(app.code, request),
    'ui.setDirty': (dirty) => setDirty(app.code, dirty),
  }
}

/** An app that goes away leaves no confirm or toast open (each answers false), no unsaved mark and no loading claim. */
export function forget(app: string) {
  dropConfirms(app)
  dropToasts(app)
  setDirty(app, false)
  setAppLoading(app, false)
}
