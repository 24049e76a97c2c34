import type { AppRoute } from '../../session/menus'

/**
 * Whether an app may be started before the user opens it (its manifest can say `preload: false`); a development
 * build never is: it starts only when its developer opens it.
 */
export const canWarm = (app: AppRoute | undefined): app is AppRoute =>
  Boolean(app?.manifest && app.manifest.preload !== false && !app.manifest.dev)

/** Apps the user is likely to open next from `current`: its neighbours in the side menu. */
export function neighboursOf(apps: AppRoute[], current: AppRoute | null): AppRoute[] {
  const visible = apps.filter((app) => !app.hidden && app.manifest)
  const at = current ? visible.findIndex((app) => app.code === current.code) : -1
  const picks = at === -1 ? visible.slice(0, 2) : [visible[at + 1], visible[at - 1]]
  return picks.filter(canWarm).filter((app) => app.code !== current?.code)
}
