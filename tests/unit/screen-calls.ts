import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contract } from '../../api/src/index'
import type { Route } from '../../api/src/route'

const root = join(import.meta.dirname, '..', '..')

/** Where screens live: the portal, the apps, the shared kit and UI, the bridge and the vendor apps. */
const SCREEN_FOLDERS = ['apps', 'shell', 'kit', 'ui', 'bridge', 'vendors']

/** One served call: its service, its name in the client (`bankFile.layout`), its route. */
export interface ServedCall {
  service: string
  name: string
  route: Route
}

/** Every route of the contract, depth first in declaration order. */
export function servedCalls(): ServedCall[] {
  const calls: ServedCall[] = []
  const walk = (service: string, group: object, prefix: string[]) => {
    for (const [key, value] of Object.entries(group)) {
      if (typeof value?.path === 'string' && typeof value?.method === 'string')
        calls.push({ service, name: [...prefix, key].join('.'), route: value as Route })
      else if (value && typeof value === 'object') walk(service, value, [...prefix, key])
    }
  }
  for (const [service, group] of Object.entries(contract)) walk(service, group, [])
  return calls
}

/** The source of every screen file (not tests, not the generated clients). */
export function screenSources(): string[] {
  const texts: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.gen\.ts$/.test(entry.name))
        texts.push(readFileSync(path, 'utf8'))
    }
  }
  for (const folder of SCREEN_FOLDERS) walk(join(root, folder))
  return texts
}

/** Text as a regular expression that matches it exactly. */
const exactly = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether some screen calls the route: through its client (`area.route`, or a name given to the area:
 * `const bankApi = payrollApi(call).bankFile` … `bankApi.layout(`, `const { admin: tenantAdmin } = tenantsApi(call)`), by its whole path, or by its last segment in a file
 * that names the segment before it (`${BASE}/layout` with BASE ending in `/dashboard`, `approveForm/${event}` with 'resolve').
 */
export function usedBy(texts: string[]): (call: ServedCall) => boolean {
  const all = texts.join('\n')
  const areaNames = new Map<string, Set<string>>()
  const name = (area: string, alias: string) => areaNames.set(area, (areaNames.get(area) ?? new Set()).add(alias))
  for (const match of all.matchAll(/(?:const|let)\s+(\w+)\s*=\s*\w+Api\([^)]*\)\)?\.(\w+)\b/g)) name(match[2], match[1])
  // `const { company: companies, admin: tenantAdmin } = tenantsApi(call)`
  for (const match of all.matchAll(/(?:const|let)\s*\{([^}]*)\}\s*=\s*\w+Api\(/g))
    for (const pair of match[1].matchAll(/(\w+)\s*:\s*(\w+)/g)) name(pair[1], pair[2])
  return ({ name, route }) => {
    const parts = name.split('.')
    const [area, method] = parts.slice(-2)
    const names = [area, ...(areaNames.get(area) ?? [])]
    if (names.some((alias) => new RegExp(`\\b${exactly(alias)}\\s*\\.\\s*${exactly(method)}\\b`).test(all))) return true
    if (all.includes(route.path)) return true
    const chosen = new RegExp(`['"]${exactly(method)}['"]`)
    if (names.some((alias) => new RegExp(`\\b${exactly(alias)}\\[`).test(all)) && chosen.test(all)) return true
    const segments = route.path.split('/').filter(Boolean)
    if (segments.length < 2) return false
    const [parent, last] = segments.slice(-2)
    if (last.startsWith(':')) return false
    const literal = new RegExp(`['"\`/]${exactly(last)}['"\`?]`)
    const quoted = new RegExp(`['"]${exactly(last)}['"]`)
    return texts.some(
      (text) =>
        ((text.includes(`/${parent}'`) || text.includes(`/${parent}\``) || text.includes(`/${parent}/`)) &&
          literal.test(text)) ||
        (text.includes(`/${parent}/\${`) && quoted.test(all)),
    )
  }
}
