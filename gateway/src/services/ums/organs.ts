import type { Db, OrganTable } from '../../core/db/types'

export { organsOfTenant, subtreeIds } from '../../core/org-tree'

export interface OrganNode {
  id: number
  parentId: number | null
  name: string
  code: string
  /** Staff on the job in this organ and everything below it. */
  staffCount: number
  children: OrganNode[]
}

export function buildOrganTree(organs: OrganTable[], directCounts: Map<number, number>): OrganNode[] {
  const nodes = new Map<number, OrganNode>()
  for (const organ of organs) {
    nodes.set(organ.id, {
      id: organ.id, parentId: organ.parent_id, name: organ.name, code: organ.code,
      staffCount: directCounts.get(organ.id) ?? 0, children: [],
    })
  }
  const roots: OrganNode[] = []
  for (const organ of organs) {
    const node = nodes.get(organ.id)!
    const parent = organ.parent_id === null ? undefined : nodes.get(organ.parent_id)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const total = (node: OrganNode): number => {
    node.staffCount += node.children.reduce((sum, child) => sum + total(child), 0)
    return node.staffCount
  }
  roots.forEach(total)
  return roots
}

export async function activeStaffByOrgan(db: Db, tenantId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('employee')
    .select(['organ_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 1)
    .groupBy('organ_id')
    .execute()
  return new Map(rows.map((row) => [row.organ_id, Number(row.n)]))
}
