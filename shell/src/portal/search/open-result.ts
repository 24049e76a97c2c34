import { navigate } from 'wouter/use-browser-location'
import { intentPath, permittedPath } from '../services/app-links'
import type { AppRoute } from '../../session/menus'
import type { SearchItem } from './search-api'

/** The shell path a result opens: staff through the `staff.view` intent, shell pages as they are, else the app's page. */
export function targetOf(apps: AppRoute[], item: SearchItem): string | null {
  if (item.appCode === '') return item.path.startsWith('/portal/') ? item.path : null
  if (item.kind === 'staff' && item.refId) {
    try {
      return intentPath(apps, 'staff.view', { id: item.refId })
    } catch {
      // No app serves the intent for this user: fall back to the result's own app and path.
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
