import type { Db, OrganTable } from './db/types'

/** The tenant's organs (departments), parents before children. */
export const organsOfTenant = (db: Db, tenantId: number): Promise<OrganTable[]> =>
  db
    .selectFrom('organ')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute()

/** The organ and all its descendants' ids. */
export function subtreeIds(organs: OrganTable[], rootId: number): number[] {
  const ids = [rootId]
  for (let i = 0; i < ids.length; i++) {
    for (const organ of organs) if (organ.parent_id === ids[i]) ids.push(organ.id)
  }
  return ids
}
