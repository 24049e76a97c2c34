import { atom } from 'nanostores'
import { BridgeError, type DialogRequest } from '@hr-portal/bridge'
import type { AppRoute } from '../../session/menus'

export interface AppDialog {
  /** The app whose page the dialog shows (the opener itself, or the app an intent led to). */
  app: AppRoute
  /** The app that asked for the dialog: the result goes to it, and it going away closes the dialog. */
  opener: string
  kind: 'dialog' | 'drawer'
  request: DialogRequest & { path: string }
  /** Ends the dialog, answering the opener (null: cancelled). */
  settle: (result: unknown) => void
}

/** The app page shown in the shell's dialog container or drawer; one at a time (one level deep). */
export const $appDialog = atom<AppDialog | null>(null)

export function openAppDialog(
  app: AppRoute,
  kind: AppDialog['kind'],
  request: DialogRequest & { path: string },
  opener = app.code,
): Promise<unknown> {
  if ($appDialog.get()) return Promise.reject(new BridgeError('dialog_busy', 'A dialog is already open'))
  return new Promise((resolve) => {
    const dialog: AppDialog = {
      app,
      opener,
      kind,
      request,
      settle(result) {
        if ($appDialog.get() !== dialog) return
        $appDialog.set(null)
        resolve(result ?? null)
      },
    }
    $appDialog.set(dialog)
  })
}

/** The opener went away: its dialog closes, answering null. */
export function dropAppDialog(app: string) {
  const dialog = $appDialog.get()
  if (dialog?.opener === app || dialog?.app.code === app) dialog.settle(null)
}
