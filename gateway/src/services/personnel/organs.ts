import type { Db, OrganTable } from '../../core/db/types'
import { inStaffScope, type StaffScope } from '../access'

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
      id: organ.id,
      parentId: organ.parent_id,
      name: organ.name,
      code: organ.code,
      staffCount: directCounts.get(organ.id) ?? 0,
      children: [],
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

/** The status of staff on the job: what the organisation's counts and the structure page's list show. */
export const ON_THE_JOB = 1

/**
 * Staff on the job in each organ (itself only; buildOrganTree adds the subtrees), within `scope` (the caller's data
 * range) when given: a unit's count is then the staff list's total for it with status ON_THE_JOB (findUserPage).
 */
export async function activeStaffByOrgan(db: Db, tenantId: number, scope?: StaffScope): Promise<Map<number, number>> {
  let query = db
    .selectFrom('employee')
    .select(['employee.organ_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', ON_THE_JOB)
  if (scope) query = query.where(inStaffScope(scope))
  const rows = await query.groupBy('employee.organ_id').execute()
  return new Map(rows.map((row) => [row.organ_id, Number(row.n)]))
}
