import { useEffect, useState } from 'react'
import type { AppRoute } from '../../session/menus'
import { isDeniedPage } from './page-access'

/**
 * Whether the app's address shown is a menu page the user may not open (`isDeniedPage`): false until the gateway
 * says so, so the app's own inner pages show at once.
 */
export function useDeniedPage(apps: AppRoute[], app: AppRoute | null, pathname: string): boolean {
  const [denied, setDenied] = useState<string | null>(null)
  useEffect(() => {
    if (!app?.manifest) return
    let current = true
    void isDeniedPage(apps, app, pathname).then((answer) => {
      if (current) setDenied(answer ? pathname : null)
    })
    return () => {
      current = false
    }
  }, [apps, app, pathname])
  return denied === pathname && Boolean(app?.manifest)
}
