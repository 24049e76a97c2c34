/** A department of the organisation tree, with its children. */
export interface Organ {
  id: number
  name: string
  children?: Organ[]
}

/** The departments in tree order, each with its depth (the top first: the whole company). */
export function flattenOrgans(organs: Organ[], depth = 0): Array<{ id: number; name: string; depth: number }> {
  return organs.flatMap((organ) => [
    { id: organ.id, name: organ.name, depth },
    ...flattenOrgans(organ.children ?? [], depth + 1),
  ])
}
