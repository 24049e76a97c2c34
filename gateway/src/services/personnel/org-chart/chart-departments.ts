import type { OrganTable } from '../../../core/db/types'

/** The departments of the people shown and those above them (so the filter keeps its tree), in the tenant's order. */
export function chartDepartments(organs: readonly OrganTable[], held: Iterable<number>): OrganTable[] {
  const parentOf = new Map(organs.map((organ) => [organ.id, organ.parent_id]))
  const kept = new Set<number>()
  for (const id of held) {
    for (let at: number | null | undefined = id; at != null && !kept.has(at); at = parentOf.get(at)) kept.add(at)
  }
  return organs.filter((organ) => kept.has(organ.id))
}
