import type { AppRoute } from '../session/menus'

/**
 * The name of the app that sent a notice, as the user's menus show it (in the menus' language, read again after a
 * switch); the code itself only for an app the user has no menu of.
 */
export function appTitleOf(apps: readonly AppRoute[], code: string): string {
  const app = apps.find((entry) => entry.code === code) ?? apps.find((entry) => entry.manifest?.name === code)
  return app?.manifest?.title || app?.title || code
}
