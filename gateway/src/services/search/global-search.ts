import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/types'
import type { SearchAccess } from './search-access'
import { matchDocs, type SearchRow } from './search-engine'
import { SEARCH_KINDS, type SearchKind } from './search-index'
import { STAFF_PAGE } from './directory-docs'

/** One result: what the shell shows and where opening it goes. */
export interface SearchHit {
  kind: SearchKind
  refId: string
  title: string
  snippet: string
  appCode: string
  path: string
}

/** The results of one kind, in the order kinds are listed in SEARCH_KINDS. */
export interface SearchGroup {
  kind: SearchKind
  items: SearchHit[]
}

/** A search by one user in the session's tenant. */
export interface SearchRequest {
  tenantId: number
  userId: number
  text: string
  kinds?: SearchKind[]
  /** Results per kind. */
  limit: number
  access: SearchAccess
}

export const QUERY_MAX = 100
const SNIPPET_MAX = 120

/** The text as matched: lower case, single spaces, at most QUERY_MAX characters. */
export function normaliseQuery(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim().toLowerCase()].slice(0, QUERY_MAX).join('').trim()
}

/** Up to SNIPPET_MAX characters of the body, around the first place the text occurs. */
export function snippetOf(body: string, text: string): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  const chars = [...flat]
  if (chars.length <= SNIPPET_MAX) return flat
  const at = flat.toLowerCase().indexOf(text)
  const start = at < 0 ? 0 : Math.max(0, [...flat.slice(0, at)].length - 30)
  const piece = chars.slice(start, start + SNIPPET_MAX - 2).join('')
  return `${start > 0 ? '…' : ''}${piece}…`
}

/** Whether the user may search a kind at all: staff and organisations need the staff list page. */
function kindAllowed(kind: SearchKind, access: SearchAccess): boolean {
  if (kind === 'staff' || kind === 'organ') return access.mayOpen(STAFF_PAGE.appCode, STAFF_PAGE.path)
  return true
}

function hitOf(row: SearchRow, text: string, access: SearchAccess): SearchHit {
  const kind = row.kind as SearchKind
  return {
    kind,
    refId: row.ref_id,
    title: kind === 'menu' ? (access.menus.get(row.ref_id) ?? row.title) : row.title,
    snippet: kind === 'menu' ? '' : snippetOf(row.body, text),
    appCode: row.app_code,
    path: row.path,
  }
}

/**
 * Global search (§7): the documents of the tenant matching the text, grouped by kind, each group
 * holding only what the user may open (menu permission) and, for restricted documents, is a reader of.
 */
export async function globalSearch(db: Kysely<Database>, request: SearchRequest): Promise<SearchGroup[]> {
  const text = normaliseQuery(request.text)
  if (!text) return []
  const wanted = SEARCH_KINDS.filter(
    (kind) => (!request.kinds || request.kinds.includes(kind)) && kindAllowed(kind, request.access),
  )
  // The kinds at once: PostgreSQL's pool runs them side by side (SQLite's one connection in turn).
  const found = await Promise.all(
    wanted.map(async (kind): Promise<SearchGroup> => {
      const rows = await matchDocs(db, {
        tenantId: request.tenantId,
        userId: request.userId,
        kind,
        text,
        limit: request.limit,
        refIds: kind === 'menu' ? [...request.access.menus.keys()] : undefined,
      })
      return {
        kind,
        items: rows
          .filter((row) => request.access.mayOpen(row.app_code, row.path))
          .map((row) => hitOf(row, text, request.access)),
      }
    }),
  )
  return found.filter((group) => group.items.length > 0)
}
