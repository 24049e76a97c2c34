import { listText } from '@hr-portal/ui'
import type { CatalogueFunction } from './functions-tab'

/**
 * What a role grants, as people read it: the names of its menu items in the role's order (its buttons sit under
 * them and are left out), a function the catalogue does not know by its code. Codes only until the catalogue has loaded.
 */
export function functionNames(
  ids: readonly string[],
  catalogue: readonly CatalogueFunction[] | undefined,
  language: string,
): string {
  if (!catalogue) return listText(language, [...ids])
  const byId = new Map(catalogue.map((fn) => [fn.functionId, fn]))
  const names = ids.flatMap((id) => {
    const fn = byId.get(id)
    return !fn ? [id] : fn.kind === 'menu' ? [fn.name] : []
  })
  return listText(language, names)
}
