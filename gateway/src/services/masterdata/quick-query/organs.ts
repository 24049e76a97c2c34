import type { Db } from '../../../core/db/types'

interface OrganRow {
  id: number
  parent_id: number | null
  name: string
  name_en?: string | null
  sort: number
}

/** The tenant's units (core's organ table). */
export function organsOf(db: Db, tenantId: number): Promise<OrganRow[]> {
  return db
    .selectFrom('organ')
    .select(['id', 'parent_id', 'name', 'name_en', 'sort'])
    .where('tenant_id', '=', tenantId)
    .execute()
}

/** The units in tree order (each after its parent, siblings by their order), with their depth: the department choices. */
export function organChoices(rows: OrganRow[], en: boolean): Array<{ value: string; label: string; depth: number }> {
  const children = new Map<number | null, OrganRow[]>()
  const known = new Set(rows.map((row) => row.id))
  for (const row of rows) {
    const parent = row.parent_id !== null && known.has(row.parent_id) ? row.parent_id : null
    children.set(parent, [...(children.get(parent) ?? []), row])
  }
  const out: Array<{ value: string; label: string; depth: number }> = []
  const visit = (parent: number | null, depth: number) => {
    for (const row of (children.get(parent) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id)) {
      out.push({ value: String(row.id), label: (en && row.name_en) || row.name, depth })
      visit(row.id, depth + 1)
    }
  }
  visit(null, 0)
  return out
}

/** A unit and every unit under it, or [] when the tenant has no unit `id`. */
export function subtreeOf(rows: OrganRow[], id: number): number[] {
  if (!rows.some((row) => row.id === id)) return []
  const children = new Map<number, number[]>()
  for (const row of rows)
    if (row.parent_id !== null) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id])
  const ids = new Set([id])
  for (const at of ids) for (const child of children.get(at) ?? []) ids.add(child)
  return [...ids]
}
