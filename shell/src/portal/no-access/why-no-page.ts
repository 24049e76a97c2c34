import { brand } from '../../lib/brand/brand'
import { PORTAL_PREFIX } from '../../session/menus'

/** Why no menu serves a portal address: the host's brand hides its app, or the user may not open it. */
export type NoPageReason = 'hidden' | 'denied'

/** The app segment of `/portal/<app>/…` ('' for other addresses). */
export const appSegmentOf = (location: string): string =>
  location.startsWith(`${PORTAL_PREFIX}/`) ? location.slice(PORTAL_PREFIX.length + 1).split('/')[0] : ''

export function whyNoPage(location: string, hiddenApps: readonly string[] = brand.hiddenApps): NoPageReason {
  const segment = appSegmentOf(location)
  return segment && hiddenApps.includes(segment) ? 'hidden' : 'denied'
}
