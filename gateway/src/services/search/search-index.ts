import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/types'
import { gramsOf } from './grams'
import { settleIndexes } from './search-engine'
import type { SearchKind } from './tables'

// The search index: any service adds, replaces
// or removes its records' search documents here; the engine's full-text index follows by itself
// (SQLite triggers into FTS5, PostgreSQL's trigram GIN index on search_text, and both engines' index of the
// short CJK pieces in grams).

export type { SearchKind }

/** Every kind, in the order results are grouped. */
export const SEARCH_KINDS: readonly SearchKind[] = ['menu', 'staff', 'organ', 'notice', 'file']

/** One searchable record of a tenant. */
export interface SearchDoc {
  tenantId: number
  kind: SearchKind
  /** The record's id in its own table, as text. */
  refId: string
  title: string
  /** More searchable text (department, job number, body …). */
  body?: string
  /** Where opening the result goes: app code and the path inside that app (or a shell page, app '' and a /portal/... path). */
  appCode: string
  path: string
  /** Who may see it: null = everyone in the tenant who may open `appCode`'s page (menu permission);
   *  a list = only these user ids (notices to a department or users, a user's own files). */
  readers: number[] | null
}

const TITLE_MAX = 300
const BODY_MAX = 4000

/** The lower-cased text the full-text index covers: title and body, spaces collapsed. */
export function searchText(title: string, body: string): string {
  return `${title} ${body}`.replace(/\s+/g, ' ').trim().toLowerCase()
}

/** The lower-cased title without its first character: a Chinese name's given name, for short look-ups. */
export function tailOf(title: string): string {
  return [...title.toLowerCase()].slice(1).join('')
}

/** Runs `work` in a transaction, or in the caller's own when `db` already is one. */
function inTransaction(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}

/** Adds or replaces the document (tenantId, kind, refId). */
export async function indexDoc(db: Kysely<Database>, doc: SearchDoc): Promise<void> {
  const title = doc.title.trim().slice(0, TITLE_MAX)
  const body = (doc.body ?? '').slice(0, BODY_MAX)
  const text = searchText(title, body)
  const row = {
    tenant_id: doc.tenantId,
    kind: doc.kind,
    ref_id: doc.refId,
    title,
    body,
    app_code: doc.appCode,
    path: doc.path,
    restricted: doc.readers === null ? 0 : 1,
    title_key: title.toLowerCase(),
    tail_key: tailOf(title),
    search_text: text,
    grams: gramsOf(doc.tenantId, doc.kind, text),
    updated_at: Date.now(),
  }
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('search_doc')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'kind', 'ref_id']).doUpdateSet({
          title: row.title,
          body: row.body,
          app_code: row.app_code,
          path: row.path,
          restricted: row.restricted,
          title_key: row.title_key,
          tail_key: row.tail_key,
          search_text: row.search_text,
          grams: row.grams,
          updated_at: row.updated_at,
        }),
      )
      .execute()
    await trx
      .deleteFrom('search_reader')
      .where('tenant_id', '=', doc.tenantId)
      .where('kind', '=', doc.kind)
      .where('ref_id', '=', doc.refId)
      .execute()
    const readers = [...new Set(doc.readers ?? [])]
    for (let i = 0; i < readers.length; i += 500) {
      await trx
        .insertInto('search_reader')
        .values(
          readers
            .slice(i, i + 500)
            .map((userId) => ({ tenant_id: doc.tenantId, kind: doc.kind, ref_id: doc.refId, user_id: userId })),
        )
        .execute()
    }
  })
}

/** Removes it (deleted notice or file). */
export async function removeDoc(
  db: Kysely<Database>,
  tenantId: number,
  kind: SearchKind,
  refId: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('search_reader')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('ref_id', '=', refId)
      .execute()
    await trx
      .deleteFrom('search_doc')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('ref_id', '=', refId)
      .execute()
  })
}

/** From this many documents written at once, the engine's indexes are settled afterwards (settleIndexes). */
const SETTLE_AFTER = 1000

/** Many documents without readers (directory records: staff, organisations, menus) in batches, replacing older ones. */
export async function indexDocs(db: Kysely<Database>, docs: Array<Omit<SearchDoc, 'readers'>>): Promise<void> {
  const now = Date.now()
  for (let i = 0; i < docs.length; i += 400) {
    const rows = docs.slice(i, i + 400).map((doc) => {
      const title = doc.title.trim().slice(0, TITLE_MAX)
      const body = (doc.body ?? '').slice(0, BODY_MAX)
      const text = searchText(title, body)
      return {
        tenant_id: doc.tenantId,
        kind: doc.kind,
        ref_id: doc.refId,
        title,
        body,
        app_code: doc.appCode,
        path: doc.path,
        restricted: 0,
        title_key: title.toLowerCase(),
        tail_key: tailOf(title),
        search_text: text,
        grams: gramsOf(doc.tenantId, doc.kind, text),
        updated_at: now,
      }
    })
    await db
      .insertInto('search_doc')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'kind', 'ref_id']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          body: eb.ref('excluded.body'),
          app_code: eb.ref('excluded.app_code'),
          path: eb.ref('excluded.path'),
          restricted: eb.ref('excluded.restricted'),
          title_key: eb.ref('excluded.title_key'),
          tail_key: eb.ref('excluded.tail_key'),
          search_text: eb.ref('excluded.search_text'),
          grams: eb.ref('excluded.grams'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute()
  }
  if (docs.length >= SETTLE_AFTER) await settleIndexes(db)
}
