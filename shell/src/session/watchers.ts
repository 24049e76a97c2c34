import { $language, t } from '../lib/i18n/i18n'
import { http, onServerCode } from '../lib/http'
import { clearAppDrafts, hasAppDrafts } from '../lib/app-drafts'
import { sessionGone } from '../lib/session-end'
import { getToken, LOCAL } from '../lib/storage'
import { showMessage } from '../lib/messages/message'
import { PROMPT_CODES, raisePrompt } from './prompt'
import { reloadMenus } from './session'
import { ENROL_REQUIRED_CODE, requireEnrolment } from './session-store'

/** §4 and §9: another tab changing `t` prompts a refresh after 2 s. */
export const STALE_PAGE_DELAY = 2000
/** §4 and §9: memory is checked hourly; above 1 GiB of used heap a warning is raised. */
export const MEMORY_CHECK_INTERVAL = 60 * 60 * 1000
export const MEMORY_LIMIT = 1073741824

export function checkMemory(perf: Performance = performance): boolean {
  const used = (perf as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize
  if (used === undefined || used <= MEMORY_LIMIT) return false
  console.warn(`[memory] used JS heap ${used} bytes exceeds ${MEMORY_LIMIT}`)
  showMessage('warning', t('app.memoryWarning'))
  return true
}

/**
 * A call sent with a session that another one has replaced since (a tenant switch ends the old session) answers
 * 401001 although the session in use is valid: that answer raises no prompt.
 */
export function answersReplacedSession(code: number, sentWith: string | undefined, current: string | null): boolean {
  return code === 401001 && Boolean(sentWith) && Boolean(current) && sentWith !== current
}

/** Installs the session's global listeners once, at start-up. */
export function installSessionWatchers() {
  onServerCode((code, { token }) => {
    if (answersReplacedSession(code, token, getToken())) return
    const kind = PROMPT_CODES[code]
    if (kind) raisePrompt(kind)
    if (code === ENROL_REQUIRED_CODE) requireEnrolment()
  })
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && event.key === LOCAL.token) {
      // Another tab signed out (or cleared storage): this tab's session is gone too.
      if (event.newValue === null) sessionGone()
      setTimeout(() => raisePrompt('pageUpdated'), STALE_PAGE_DELAY)
    }
  })
  // Drafts left by a session that ended while no page watched (a tab closed on the prompt, a session that expired or
  // was ended elsewhere): with no token they go at once; with one, the gateway is asked whether its session lives,
  // whatever page loads (the sign-in page loads none): a 401001 answer ends it here, drafts and all (prompt.ts).
  if (!getToken()) clearAppDrafts()
  else if (hasAppDrafts()) http.postForm('/uac/web/getTokenInfo', {}, { unLoading: true }).catch(() => {})
  setInterval(() => checkMemory(), MEMORY_CHECK_INTERVAL)
  // Menu names come from the server in the language asked for.
  $language.listen(() => {
    reloadMenus().catch(() => {})
  })
}
