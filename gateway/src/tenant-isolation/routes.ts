// Every route of the gateway is listed here, either with its check (the *.test.ts files beside this one) or with
// why it holds no tenant data, so a new route fails access.test.ts until someone decided which it is. A route declared
// in the contract (@hr-portal/api) carries its tenant note there and is listed from it; the others are listed by hand.
import { contract } from '@hr-portal/api'
import { tenantNotes } from './contract-notes'

const declared = tenantNotes(contract)

/** Routes that hold no tenant data, and why. */
export const NO_TENANT_DATA: Record<string, string> = {
  ...declared.noTenantData,
}

/** The routes checked below. */
export const CHECKED = [...declared.checked]

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
