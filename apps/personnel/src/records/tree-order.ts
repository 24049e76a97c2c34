interface Organ {
  id: number
  name: string
  parentId: number | null
  level: number
}

/** The units depth first (each followed by its children, in the order given), so indenting by level draws the tree. */
export function inTreeOrder<T extends Organ>(organs: T[]): T[] {
  const ids = new Set(organs.map((o) => o.id))
  const children = new Map<number | null, T[]>()
  for (const organ of organs) {
    const parent = organ.parentId !== null && ids.has(organ.parentId) ? organ.parentId : null
    children.set(parent, [...(children.get(parent) ?? []), organ])
  }
  const ordered: T[] = []
  const visit = (parent: number | null) => {
    for (const organ of children.get(parent) ?? []) {
      ordered.push(organ)
      visit(organ.id)
    }
  }
  visit(null)
  return ordered
}
