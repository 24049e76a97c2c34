import { http } from '../lib/http'
import { LOCAL } from '../lib/storage'
import { unmountSubApps } from '../lib/sub-apps'
import { markPromptReload } from './need-refresh'
import { APP_MARK } from './permission-mark'
import { signOut } from './session'
import { endSession } from './session-store'
import type { PromptKind } from './prompt'

/** What confirming each prompt does (§4). */
export async function confirmPrompt(kind: PromptKind) {
  if (kind === 'pageUpdated') return window.location.reload()
  unmountSubApps()
  if (kind === 'permissionChanged') {
    await http
      .postForm('/uac/web/permission/clearPermissionMark', { appMark: APP_MARK }, { unLoading: true })
      .catch(() => {})
    for (const key of [LOCAL.permission, LOCAL.permissionList, LOCAL.permissionMap, LOCAL.allPermissionStatus])
      localStorage.removeItem(key)
    // The reloaded page clears the session's need-refresh once its session has loaded again (need-refresh.ts).
    markPromptReload()
    return window.location.reload()
  }
  // 404001 behaves like a logout; 401001's session is already gone on the gateway.
  if (kind === 'permissionLogout') await signOut().catch(() => {})
  // Both clear everything stored, go to /login and reload.
  endSession()
  window.location.replace('/login')
}
