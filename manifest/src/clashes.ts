import type { Manifest, ManifestError } from './types'

/**
 * Problems between valid manifests installed together: an app code or a function id claimed twice. The first
 * claim (in the order given) keeps it; each later manifest that claims it gets an error naming the first.
 * Answers the errors by the index of the manifest they belong to.
 */
export function findClashes(manifests: Array<Pick<Manifest, 'name' | 'code' | 'menus'>>): Map<number, ManifestError[]> {
  const codes = new Map<string, string>()
  const functionIds = new Map<string, string>()
  const clashes = new Map<number, ManifestError[]>()
  const add = (index: number, error: ManifestError) => clashes.set(index, [...(clashes.get(index) ?? []), error])
  manifests.forEach((m, index) => {
    const owner = codes.get(m.code)
    if (owner !== undefined) add(index, { path: 'code', key: 'codeTaken', message: `"${m.code}" is already the code of app "${owner}"`, params: { app: owner, code: m.code } })
    m.menus.forEach((menu, i) => {
      const holder = functionIds.get(menu.functionId)
      if (holder !== undefined && holder !== m.name) {
        add(index, { path: `menus[${i}].functionId`, key: 'functionIdTaken', message: `"${menu.functionId}" is already a function of app "${holder}"`, params: { app: holder, id: menu.functionId } })
      }
    })
    if (clashes.has(index)) return
    codes.set(m.code, m.name)
    for (const menu of m.menus) functionIds.set(menu.functionId, m.name)
  })
  return clashes
}
