import { useEffect } from 'react'
import { BI_REPORT_APP } from '../lib/config'
import { getToken, LOCAL, SESSION, writeJson } from '../lib/storage'
import type { AppRoute, PageRoute } from '../session/menus'
import { $session } from '../session/session-store'
import { pageFor } from './page-meta'
import type { LoginUser } from '../session/schemas'
import { appUrl } from './pool/frame-attributes'

/** Whether a page is a business-intelligence report: a page of the BI app, or a menu page naming a report portal or dashboard. */
export function isBiReport(app: AppRoute, page: PageRoute | null): boolean {
  return app.code === BI_REPORT_APP || Boolean(page?.reportPortalId || page?.dashboardId)
}

/**
 * §3: a shown BI report page is recorded in the browser: its frame's address in localStorage
 * `biReportIframeUrl`; the user it runs for (realName, userName, headPic, headUrl) in sessionStorage
 * `bi-userInfo`; and, for a first-party app allowed the session token, that token in `bi-token`.
 * All three go at sign-out (lib/storage.ts clearSessionStorage).
 */
export function rememberBiReport(app: AppRoute, subPath: string, user: LoginUser) {
  if (!app.manifest) return
  localStorage.setItem(LOCAL.biReportIframeUrl, appUrl(app.manifest, subPath))
  const { realName, userName, headPic, headUrl } = user
  writeJson(sessionStorage, SESSION.biUserInfo, {
    realName: realName ?? '',
    userName,
    headPic: headPic ?? '',
    headUrl: headUrl ?? '',
  })
  const token = getToken()
  const mayHoldToken = app.manifest.party === 'first' && app.manifest.capabilities.includes('session.token')
  if (token && mayHoldToken) sessionStorage.setItem(SESSION.biToken, token)
  else sessionStorage.removeItem(SESSION.biToken)
}

/** Records the shown page's BI report keys whenever a BI report page is shown (`app` null: no app page). */
export function useBiReportKeys(app: AppRoute | null, location: string, subPath: string, shown: boolean) {
  useEffect(() => {
    const user = $session.get().user
    if (!shown || !app || !user || !isBiReport(app, pageFor(app, location))) return
    rememberBiReport(app, subPath, user)
  }, [app, location, subPath, shown])
}
