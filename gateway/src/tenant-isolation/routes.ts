// Every route of the gateway is listed here, either with its check (the *.test.ts files beside this one) or with
// why it holds no tenant data, so a new route fails access.test.ts until someone decided which it is. A route declared
// in the contract (@hr-portal/api) carries its tenant note there and is listed from it; the others are listed by hand.
import { contract } from '@hr-portal/api'
import { tenantNotes } from './contract-notes'

const declared = tenantNotes(contract)

/** Routes that hold no tenant data, and why. */
export const NO_TENANT_DATA: Record<string, string> = {
  ...declared.noTenantData,
  'POST /gateway/vendor/web/manifest/validate':
    'checks the manifest it is given against the installed apps, which are global; no tenant rows (manifest-route.test.ts)',
}

/** The routes checked below. */
export const CHECKED = [
  ...declared.checked,
  // Apps installed by manifest URL (services/vendor/installs; tenant 2 never sees or manages tenant 1's: installs.test.ts).
  ...['list', 'preview', 'install', 'enable', 'disable', 'rollback', 'uninstall'].map(
    (name) => `POST /gateway/vendor/web/apps/${name}`,
  ),
  // Developer mode: the session tenant's installed apps and the session's own builds (services/vendor/dev/routes.test.ts).
  ...['list', 'set', 'clear'].map((name) => `POST /gateway/vendor/web/apps/dev/${name}`),
]

/** `METHOD /path` of every route, read from Fastify's route tree (children print their path suffix only). */
export function routesOf(tree: string): string[] {
  const routes: string[] = []
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+) \(([^)]+)\)/)
    if (!match) continue
    const depth = match[1].length / 4
    const path = (stack[depth - 1] ?? '') + match[2]
    stack[depth] = path
    for (const method of match[3].split(', ')) if (method !== 'HEAD' && path !== '*') routes.push(`${method} ${path}`)
  }
  return routes
}
