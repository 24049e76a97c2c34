import { claimedFunctions } from './menu-functions'
import type { Manifest, ManifestError } from './types'

/**
 * Problems between valid manifests installed together: an app code or a function id claimed twice. The first
 * claim (in the order given) keeps it; each later manifest that claims it gets an error naming the first.
 * Answers the errors by the index of the manifest they belong to.
 */
export function findClashes(
  manifests: Array<Pick<Manifest, 'name' | 'code' | 'menus' | 'otherMenuEntries'>>,
): Map<number, ManifestError[]> {
  const codes = new Map<string, string>()
  const functionIds = new Map<string, string>()
  const clashes = new Map<number, ManifestError[]>()
  const add = (index: number, error: ManifestError) => clashes.set(index, [...(clashes.get(index) ?? []), error])
  manifests.forEach((m, index) => {
    const owner = codes.get(m.code)
    if (owner !== undefined)
      add(index, {
        path: 'code',
        key: 'codeTaken',
        message: `"${m.code}" is already the code of app "${owner}"`,
        params: { app: owner, code: m.code },
      })
    const claims = claimedFunctions(m)
    for (const { functionId, path } of claims) {
      const holder = functionIds.get(functionId)
      if (holder !== undefined && holder !== m.name) {
        add(index, {
          path,
          key: 'functionIdTaken',
          message: `"${functionId}" is already a function of app "${holder}"`,
          params: { app: holder, id: functionId },
        })
      }
    }
    if (clashes.has(index)) return
    codes.set(m.code, m.name)
    for (const { functionId } of claims) functionIds.set(functionId, m.name)
  })
  return clashes
}
