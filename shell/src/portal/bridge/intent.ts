import { navigate } from 'wouter/use-browser-location'
import { $session } from '../../session/session-store'
import { intentPath } from '../services/app-links'
import type { ShellHandlers } from './frame'

/** `intent.open`: the page of whichever app declared the intent, when the user may open it. */
export function handlers(): Pick<ShellHandlers, 'intent.open'> {
  return { 'intent.open': (name, params) => navigate(intentPath($session.get().apps, name, params)) }
}
