import type { AppToShell, Handlers } from '@hr-portal/bridge'
import type { AppRoute } from '../../session/menus'
import { track } from './tracker'

/**
 * The shell's side of `track.event` for one app frame (the guard checked capability `track`,
 * arguments and rate, and audits the call): a custom event of the app at its current page
 * (appCode APP13). It answers at once; with Do Not Track on, the tracker drops the event.
 */
export function createTrackingHandlers(app: AppRoute, currentPath: () => string): Pick<Handlers<AppToShell>, 'track.event'> {
  return {
    'track.event': (name, props) => {
      void track({ appCode: 'APP13', type: 'custom', app: app.manifest?.name ?? app.code, page: currentPath().slice(0, 300) || '/', name, props })
    },
  }
}
