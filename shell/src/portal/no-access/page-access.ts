import type { PageAccess } from '@hr-portal/api/client/access'
import { http } from '../../lib/http'
import type { AppRoute } from '../../session/menus'
import { pageFor } from '../page-meta'

// Answers by menus loaded: new menus (another language, changed roles) ask afresh.
const answers = new WeakMap<AppRoute[], Map<string, Promise<boolean>>>()

/**
 * Whether `pathname`, an address of `app` that none of the user's menu pages serves, is a menu page they may not
 * open (the gateway knows every app's pages; the menus list only the user's). Asked once per address and menus;
 * a failed answer counts as no, so the app's page shows and says itself what it may.
 */
export function isDeniedPage(apps: AppRoute[], app: AppRoute, pathname: string): Promise<boolean> {
  const link = pathname.slice(app.routerBase.length)
  if (!link || link === '/' || pageFor(app, pathname)) return Promise.resolve(false)
  let known = answers.get(apps)
  if (!known) answers.set(apps, (known = new Map()))
  const key = `${app.code} ${link}`
  let answer = known.get(key)
  if (!answer) {
    answer = http
      .postJson<PageAccess>('/joyhr/web/elesMenu/pageAccess', { appCode: app.code, link }, { unLoading: true })
      .then(
        ({ result }) => Boolean(result?.menuPage && !result.allowed),
        () => false,
      )
    known.set(key, answer)
  }
  return answer
}
