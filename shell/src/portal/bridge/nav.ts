import { navigate } from 'wouter/use-browser-location'
import { BridgeError } from '@hr-portal/bridge'
import { $session } from '../../session/session-store'
import { inAppPath } from '../app-path'
import { permittedPath } from '../services/app-links'
import { dropExternalLinks, openExternal } from '../services/external-links'
import type { FrameHooks, ShellHandlers } from './frame'

type Nav = Pick<ShellHandlers, 'nav.changed' | 'nav.open' | 'nav.pathExists' | 'nav.openExternal' | 'nav.shareLink'>

/** `nav.*`: the app's route mirrored in the shell's address, other apps' pages, addresses outside the portal, share links. */
export function handlers({
  app,
  currentPath,
  onNavChanged,
}: Pick<FrameHooks, 'app' | 'currentPath' | 'onNavChanged'>): Nav {
  return {
    'nav.changed': (path, { replace }) => onNavChanged(inAppPath(path), replace),
    'nav.open': (code, path) => {
      const target = permittedPath($session.get().apps, code, path)
      if (!target) throw new BridgeError('capability_denied', `The user may not open ${code}${path}`)
      navigate(target)
    },
    'nav.pathExists': (code, path) => permittedPath($session.get().apps, code, path) !== null,
    'nav.openExternal': (url) => openExternal(app.code, app.manifest?.origin ?? '', url),
    'nav.shareLink': () => new URL(currentPath(), window.location.origin).href,
  }
}

/** The address the app asked to open outside the portal, still waiting for the user, is not opened. */
export const forget = dropExternalLinks
