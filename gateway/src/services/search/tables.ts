// Row types of the search service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    search_doc: SearchDocTable
    search_reader: SearchReaderTable
    search_recent: SearchRecentTable
  }
}

/** One searchable record of a tenant (global search, migration 018); the full-text index follows it. */
export interface SearchDocTable {
  tenant_id: number
  /** 'staff', 'organ', 'menu', 'notice' or 'file'. */
  kind: string
  ref_id: string
  title: string
  body: string
  app_code: string
  path: string
  /** 1 = only the users in search_reader may see it. */
  restricted: number
  title_key: string
  /** title_key without its first character. */
  tail_key: string
  search_text: string
  /** The tenant-and-kind word and the one- and two-character pieces of the CJK text (migration 087, grams.ts). */
  grams: string
  updated_at: number
}

/** A user allowed to see a restricted search document. */
export interface SearchReaderTable {
  tenant_id: number
  kind: string
  ref_id: string
  user_id: number
}

/** A page or record a user opened (recent views, kept 7 days): where it opens and its title then. */
export interface SearchRecentTable {
  tenant_id: number
  user_id: number
  app_code: string
  path: string
  /** A search kind, or 'page' for a page opened from the menu or tabs. */
  kind: string
  title: string
  viewed_at: number
}

/** What a search document describes. */
export type SearchKind = 'staff' | 'organ' | 'menu' | 'notice' | 'file'
