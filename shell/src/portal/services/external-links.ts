import { atom } from 'nanostores'
import { BridgeError } from '@hr-portal/bridge'

/** An address an app asked to open outside the portal, waiting for the user's answer. */
export interface PendingLink {
  app: string
  url: string
  /** Opens the address (true) or not (false); called from the click on the dialog's button. */
  answer: (open: boolean) => void
}

/** Addresses sub-apps asked to open outside the portal; one at a time per app, shown in order. */
export const $externalLinks = atom<PendingLink[]>([])

/** A new browser tab that knows neither the portal (no opener) nor the page it came from (no referrer). */
const openTab = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/** Whether opening `url` needs the user's yes: it is neither on the portal's origin nor on the app's own. */
export function needsConfirmation(url: string, appOrigin: string, portalOrigin = window.location.origin): boolean {
  const { origin } = new URL(url)
  return origin !== portalOrigin && origin !== appOrigin
}

/**
 * `nav.openExternal` of app `app` (its manifest origin `appOrigin`): the portal's or the app's own address
 * opens at once; any other only once the user said yes in the dialog, which shows its host. Resolves whether it opened.
 */
export function openExternal(app: string, appOrigin: string, url: string): Promise<boolean> {
  if (!needsConfirmation(url, appOrigin)) {
    openTab(url)
    return Promise.resolve(true)
  }
  if ($externalLinks.get().some((link) => link.app === app)) {
    return Promise.reject(new BridgeError('dialog_busy', 'This app is already asking to open an address'))
  }
  return new Promise((resolve) => {
    const pending: PendingLink = {
      app,
      url,
      answer: (open) => {
        $externalLinks.set($externalLinks.get().filter((link) => link !== pending))
        // Opened in the click's own task, so the browser sees the user's gesture.
        if (open) openTab(url)
        resolve(open)
      },
    }
    $externalLinks.set([...$externalLinks.get(), pending])
  })
}

/** An app that goes away leaves no question behind: its pending address is not opened. */
export function dropExternalLinks(app: string): void {
  for (const link of $externalLinks.get().filter((l) => l.app === app)) link.answer(false)
}
