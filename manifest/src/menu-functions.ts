// Every function id a manifest claims: its menu items, their buttons, and the items of its further entries.
import type { Manifest, ManifestMenu } from './types'

/** One claimed function id and where the manifest names it (`menus[2].buttons[0].functionId`). */
export interface ClaimedFunction {
  functionId: string
  path: string
}

const itemClaims = (items: ManifestMenu[], base: string): ClaimedFunction[] =>
  items.flatMap((item, i) => [
    { functionId: item.functionId, path: `${base}[${i}].functionId` },
    ...(item.buttons ?? []).map((button, b) => ({
      functionId: button.functionId,
      path: `${base}[${i}].buttons[${b}].functionId`,
    })),
  ])

/** The function ids of `manifest` in the order it names them. */
export function claimedFunctions(manifest: Pick<Manifest, 'menus' | 'otherMenuEntries'>): ClaimedFunction[] {
  return [
    ...itemClaims(manifest.menus, 'menus'),
    ...(manifest.otherMenuEntries ?? []).flatMap((entry, e) => itemClaims(entry.menus, `otherMenuEntries[${e}].menus`)),
  ]
}
