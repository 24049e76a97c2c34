import { navigate } from 'wouter/use-browser-location'
import { intentPath, permittedPath } from '../services/app-links'
import type { AppRoute } from '../../session/menus'
import type { SearchItem } from './search-api'

/**
 * The intents a staff result opens, first the user may open: the personnel record (with the fields the user's field
 * permissions show), else the staff card.
 */
const STAFF_INTENTS = ['staff.record', 'staff.view']

/** The shell path a result opens: staff through STAFF_INTENTS, shell pages as they are, else the app's page. */
export function targetOf(apps: AppRoute[], item: SearchItem): string | null {
  if (item.appCode === '') return item.path.startsWith('/portal/') ? item.path : null
  if (item.kind === 'staff' && item.refId) {
    for (const intent of STAFF_INTENTS) {
      try {
        return intentPath(apps, intent, { id: item.refId })
      } catch {
        // No app serves this intent for this user: the next one, else the result's own app and path.
      }
    }
  }
  return permittedPath(apps, item.appCode, item.path)
}

/** Opens the result's page in its sub-app (or the shell page); false when the user may not open it. */
export function openResult(apps: AppRoute[], item: SearchItem): boolean {
  const target = targetOf(apps, item)
  if (!target) return false
  navigate(target)
  return true
}
