import { frameAllowed } from '../lib/frame-origins'
import { needsReload, reloadForFrame } from '../portal/pool/frame-reload'

/**
 * Whether this page may frame a widget's page from `origin`. The shell page's CSP lists the tenant's app origins only
 * when the page's request named the session (its page cookie); a page loaded without it (the cookie gone, or the page
 * loaded before sign-in) frames no vendor app.
 * - `allowed`: the frame may load.
 * - `reloading`: the page asks for its cookie and reloads once, to be served a CSP that frames the origin.
 * - `blocked`: it reloaded for the origin a moment ago and still may not frame it: the portal's page is at fault, not
 *   the app.
 */
export type WidgetOrigin = 'allowed' | 'reloading' | 'blocked'

/** Decides, and for `reloading` starts the page's reload. */
export function checkWidgetOrigin(origin: string): WidgetOrigin {
  if (frameAllowed(origin)) return 'allowed'
  if (!needsReload(origin)) return 'blocked'
  void reloadForFrame(origin)
  return 'reloading'
}

/** What the card shows before it checked: nothing is framed until the origin is known to be allowed. */
export const initialWidgetOrigin = (origin: string): WidgetOrigin => (frameAllowed(origin) ? 'allowed' : 'reloading')
