import { sql, type Kysely, type RawBuilder } from 'kysely'
import { isPostgres } from '../../core/db/dialect'
import type { Database } from '../../core/db/types'
import type { SearchDocTable, SearchKind } from './tables'
import { GRAM_MAX, isCjkText, scopeWord } from './grams'

// The one engine-specific part of global search: how a text is matched against search_doc.
// Titles starting with the text come first (the (tenant_id, kind, title_key) index), then any
// document containing it, through SQLite FTS5 (trigram tokenizer) or PostgreSQL pg_trgm (GIN).
// Trigram indexes need 3 characters: a shorter CJK text is one of the document's gram words (grams.ts),
// looked up together with the word of its tenant and kind (FTS5 unicode61 / GIN over the words); a shorter
// other text matches the start of the title without its first character, through (tenant_id, kind, tail_key).

/** A matched document, as stored. */
export type SearchRow = Pick<SearchDocTable, 'kind' | 'ref_id' | 'title' | 'body' | 'app_code' | 'path'>

/** One look-up in one tenant, for one user (restricted documents only when the user is a reader). */
export interface MatchQuery {
  tenantId: number
  userId: number
  kind: SearchKind
  /** Normalised (lower case, single spaces, trimmed), not empty. */
  text: string
  limit: number
  /** Only these ref ids (menus the user may open); undefined = any. */
  refIds?: string[]
}

/** Below this length the trigram indexes cannot help: prefixes only. */
export const TRIGRAM_MIN = 3
/** Sorts after every character, so [text, text + TOP) is "starts with text" in byte order. */
const TOP = '\u{10FFFF}'
const COLUMNS = sql.raw('d.kind, d.ref_id, d.title, d.body, d.app_code, d.path')

function readable(userId: number): RawBuilder<unknown> {
  return sql`(d.restricted = 0 or exists (select 1 from search_reader r where r.tenant_id = d.tenant_id
    and r.kind = d.kind and r.ref_id = d.ref_id and r.user_id = ${userId}))`
}

function onlyRefs(refIds: string[] | undefined): RawBuilder<unknown> {
  if (refIds === undefined) return sql`1 = 1`
  if (refIds.length === 0) return sql`1 = 0`
  return sql`d.ref_id in (${sql.join(refIds)})`
}

async function byPrefix(
  db: Kysely<Database>,
  q: MatchQuery,
  key: 'title_key' | 'tail_key',
  limit: number,
): Promise<SearchRow[]> {
  const column = sql.ref(`d.${key}`)
  const { rows } = await sql<SearchRow>`select ${COLUMNS} from search_doc d
    where d.tenant_id = ${q.tenantId} and d.kind = ${q.kind} and ${column} >= ${q.text} and ${column} < ${q.text + TOP}
    and ${onlyRefs(q.refIds)} and ${readable(q.userId)}
    order by ${column} limit ${limit}`.execute(db)
  return rows
}

/** `"text"` as one FTS5 phrase (quotes doubled). */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`
/** `%text%` for LIKE with its wildcards escaped (backslash is PostgreSQL's default escape). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Documents whose CJK text contains the one- or two-character text: both words through the engine's index. */
async function byGram(db: Kysely<Database>, q: MatchQuery, limit: number): Promise<SearchRow[]> {
  const where = sql`d.tenant_id = ${q.tenantId} and d.kind = ${q.kind} and ${onlyRefs(q.refIds)} and ${readable(q.userId)}`
  const scope = scopeWord(q.tenantId, q.kind)
  const query = isPostgres(db)
    ? sql<SearchRow>`select ${COLUMNS} from search_doc d
        where string_to_array(d.grams, ' ') @> array[${scope}, ${q.text}]::text[] and ${where} limit ${limit}`
    : sql<SearchRow>`select ${COLUMNS} from search_gram g join search_doc d on d.rowid = g.rowid
        where search_gram match ${`${ftsPhrase(scope)} ${ftsPhrase(q.text)}`} and ${where} limit ${limit}`
  return (await query.execute(db)).rows
}

async function bySubstring(db: Kysely<Database>, q: MatchQuery, limit: number): Promise<SearchRow[]> {
  const where = sql`d.tenant_id = ${q.tenantId} and d.kind = ${q.kind} and ${onlyRefs(q.refIds)} and ${readable(q.userId)}`
  const query = isPostgres(db)
    ? sql<SearchRow>`select ${COLUMNS} from search_doc d where d.search_text like ${containing(q.text)} escape '\\' and ${where} limit ${limit}`
    : sql<SearchRow>`select ${COLUMNS} from search_fts f join search_doc d on d.rowid = f.rowid
        where search_fts match ${ftsPhrase(q.text)} and ${where} limit ${limit}`
  return (await query.execute(db)).rows
}

/** search_doc's GIN indexes (PostgreSQL): new entries wait in each one's pending list until merged. */
const GIN_INDEXES = ['search_doc_trgm_idx', 'search_doc_gram_idx']

/**
 * After many documents were written at once: on PostgreSQL, merges the GIN indexes' pending lists, which
 * every look-up would otherwise scan whole and which make the planner pass the indexes by for a full scan
 * (a rare word then reads every document) until autovacuum comes. SQLite's FTS5 merges as it goes.
 */
export async function settleIndexes(db: Kysely<Database>): Promise<void> {
  if (!isPostgres(db)) return
  for (const name of GIN_INDEXES) await sql`select gin_clean_pending_list(${name}::regclass)`.execute(db)
}

/**
 * Up to `limit` documents of one kind matching the text: titles starting with it first, then documents
 * containing it (in their title first, then in their body): from 3 characters on through the trigram index, a one- or two-character CJK text
 * through the gram words; another short text matches the title without its first character (a given name).
 */
export async function matchDocs(db: Kysely<Database>, q: MatchQuery): Promise<SearchRow[]> {
  const first = await byPrefix(db, q, 'title_key', q.limit)
  if (first.length >= q.limit) return first
  const seen = new Set(first.map((row) => row.ref_id))
  const wanted = q.limit + first.length
  const length = [...q.text].length
  const more =
    length >= TRIGRAM_MIN
      ? await bySubstring(db, q, wanted)
      : length <= GRAM_MAX && isCjkText(q.text)
        ? await byGram(db, q, wanted)
        : await byPrefix(db, q, 'tail_key', wanted)
  // Of the rest, those whose title holds the text come before those that hold it only in their body.
  const inTitle = (row: SearchRow) => (row.title.toLowerCase().includes(q.text) ? 0 : 1)
  const rest = more.filter((row) => !seen.has(row.ref_id)).sort((a, b) => inTitle(a) - inTitle(b))
  return [...first, ...rest].slice(0, q.limit)
}
