import { BridgeError, type AppManifest } from '@hr-portal/bridge'
import type { AppRoute } from '../../session/menus'

/** The app of `code` and the shell path of `path` in it, when the user's menus let them open it; else null. */
export function permittedPath(apps: AppRoute[], code: string, path: string): string | null {
  const app = apps.find((a) => a.code === code && a.manifest)
  if (!app) return null
  const clean = new URL(path, 'http://x')
  const target = `${app.routerBase}${clean.pathname === '/' ? '' : clean.pathname}`
  // Its menu pages, and its settings page (the gateway gives that page's token to the tenant's app administrators only).
  const open =
    app.routes.some((page) => !page.external && (target === page.path || target.startsWith(`${page.path}/`))) ||
    (!!app.manifest?.settings && clean.pathname === app.manifest.settings)
  return open ? target + clean.search : null
}

/** Fills `:name` parts of an intent's path from its parameters (URI-encoded); a missing one is refused. */
export function fillIntent(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    if (!Object.hasOwn(params, name)) throw new BridgeError('invalid_arguments', `The intent needs ${name}`)
    return encodeURIComponent(String(params[name]))
  })
}

/**
 * Where an intent leads: the first app (menu order) that declares it and whose page the user may open, with the
 * page's path in the app (`appPath`) and in the shell (`shellPath`).
 */
export function intentTarget(
  apps: AppRoute[],
  name: string,
  params?: Record<string, string | number>,
): { app: AppRoute; appPath: string; shellPath: string } {
  let declared = false
  for (const app of apps) {
    const template = (app.manifest as AppManifest | null)?.intents?.[name]
    if (!template) continue
    declared = true
    const appPath = fillIntent(template, params)
    const shellPath = permittedPath(apps, app.code, appPath)
    if (shellPath) return { app, appPath, shellPath }
  }
  throw new BridgeError(
    declared ? 'capability_denied' : 'not_found',
    declared ? `The user may not open ${name}` : `No app serves ${name}`,
  )
}

/** The shell path an intent leads to (see intentTarget). */
export const intentPath = (apps: AppRoute[], name: string, params?: Record<string, string | number>): string =>
  intentTarget(apps, name, params).shellPath
