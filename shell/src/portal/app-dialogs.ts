import { atom } from 'nanostores'
import type { ConfirmRequest } from '@hr-portal/bridge'
import { BridgeError } from '@hr-portal/bridge'

export interface PendingConfirm extends ConfirmRequest {
  app: string
  answer: (ok: boolean) => void
}

/** Confirm dialogs asked for by sub-apps; one at a time per app, shown in order. */
export const $appConfirms = atom<PendingConfirm[]>([])

export function askConfirm(app: string, request: ConfirmRequest): Promise<boolean> {
  if ($appConfirms.get().some((c) => c.app === app)) {
    return Promise.reject(new BridgeError('dialog_busy', 'A dialog of this app is already open'))
  }
  return new Promise((resolve) => {
    const pending: PendingConfirm = {
      ...request,
      app,
      answer: (ok) => {
        $appConfirms.set($appConfirms.get().filter((c) => c !== pending))
        resolve(ok)
      },
    }
    $appConfirms.set([...$appConfirms.get(), pending])
  })
}

/** An app that goes away leaves no dialog behind: its open confirm answers false. */
export function dropConfirms(app: string) {
  for (const pending of $appConfirms.get().filter((c) => c.app === app)) pending.answer(false)
}
