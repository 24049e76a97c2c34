import { track } from '../tracking/tracker'
import type { FrameHooks, ShellHandlers } from './frame'

/**
 * `track.event` (the guard checked capability `track`, arguments and rate, and audits the call): a custom event of
 * the app at its current page (appCode APP13). It answers at once; with Do Not Track on, the tracker drops the event.
 */
export function handlers({
  app,
  currentPath,
}: Pick<FrameHooks, 'app' | 'currentPath'>): Pick<ShellHandlers, 'track.event'> {
  return {
    'track.event': (name, props) => {
      void track({
        appCode: 'APP13',
        type: 'custom',
        app: app.manifest?.name ?? app.code,
        page: currentPath().slice(0, 300) || '/',
        name,
        props,
      })
    },
  }
}
