import { cached, tenantScope } from '../../core/cache'
import type { Db } from '../../core/db/types'
import type { StaffScope } from '../access'
import { rowInScope, rowMatches, type DirectoryRow } from './directory-rows'
import { organsOfTenant, subtreeIds } from './organs'
import type { ContactView } from './contact-view'

/** What a staff page asks, apart from ids and quick filters (user-page.ts UserPageQuery adds those). */
export interface HeldPageQuery {
  tenantId: number
  page: number
  rows: number
  /** Only the staff of this organ and the organs below it. */
  organId?: number
  /** Only the staff of this position (gangwei). */
  gangweiId?: number
  keyword?: string
  status?: number
  /** Only the staff the caller's data range allows (services/access/data-range.ts). */
  scope?: StaffScope
  /**
   * The contact details the caller sees (contact-view.ts); every one when not given. Those not seen are answered
   * empty, and a keyword does not match a phone not seen.
   */
  contacts?: ContactView
}

/** A page of held rows with the count of each status among the rows that match before the status filter. */
export interface HeldPage {
  rows: DirectoryRow[]
  counts: Record<number, number>
}

/**
 * The staff page `query` asks for, from the tenant's held directory: the same rows, order and counts as the query
 * findUserPage sends (organ subtree, position, data range, keyword, status; its ids and quick filters are not taken).
 */
export async function heldUserPage(db: Db, held: readonly DirectoryRow[], query: HeldPageQuery): Promise<HeldPage> {
  const organIds =
    query.organId === undefined
      ? null
      : new Set(
          subtreeIds(
            await cached(db, tenantScope(query.tenantId), 'organs', () => organsOfTenant(db, query.tenantId)),
            query.organId,
          ),
        )
  const keyword = query.keyword?.trim().toLowerCase() ?? ''
  const counts: Record<number, number> = {}
  const rows: DirectoryRow[] = []
  const skip = (query.page - 1) * query.rows
  let matched = 0
  for (const row of held) {
    // The staff list joins the position and the post: a row without either is not listed.
    if (row.gangweiName === null || row.zhiweiName === null) continue
    if (organIds && !organIds.has(row.organId)) continue
    if (query.gangweiId !== undefined && row.gangweiId !== query.gangweiId) continue
    if (!rowInScope(query.scope, row) || !rowMatches(row, keyword, query.contacts)) continue
    counts[row.status] = (counts[row.status] ?? 0) + 1
    if (query.status !== undefined && row.status !== query.status) continue
    if (matched >= skip && rows.length < query.rows) rows.push(row)
    matched += 1
  }
  return { rows, counts }
}

/** Up to `limit` held rows of one status in the caller's data range matching a keyword (name, job number or phone). */
export function heldPeople(
  held: readonly DirectoryRow[],
  filter: { scope: StaffScope; status: number; keyword: string; offset?: number; limit: number },
): { rows: DirectoryRow[]; total: number } {
  const keyword = filter.keyword.trim().toLowerCase()
  const offset = filter.offset ?? 0
  const rows: DirectoryRow[] = []
  let total = 0
  for (const row of held) {
    if (row.status !== filter.status || !rowInScope(filter.scope, row) || !rowMatches(row, keyword)) continue
    if (total >= offset && rows.length < filter.limit) rows.push(row)
    total += 1
  }
  return { rows, total }
}
