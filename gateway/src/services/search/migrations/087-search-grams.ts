import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../../../core/db/dialect'
import { gramsOf } from '../grams'

// One- and two-character look-ups of Chinese text (the trigram index of 018 needs three characters):
// search_doc.grams lists a word for the document's tenant and kind and the one- and two-character
// pieces of its CJK text; SQLite indexes it with FTS5 (unicode61, document ids only, kept in step by
// triggers), PostgreSQL with a GIN index over its words. Existing documents get their words here, and
// the publishers of announcements to a department or to chosen users become readers of them.

const BATCH = 500

interface DocKey {
  tenant_id: number
  kind: string
  ref_id: string
  search_text: string
}

/** Fills search_doc.grams for every existing document, in primary-key order, BATCH at a time. */
async function fillGrams(db: Kysely<any>): Promise<void> {
  let after: DocKey | null = null
  for (;;) {
    let query = db
      .selectFrom('search_doc')
      .select(['tenant_id', 'kind', 'ref_id', 'search_text'])
      .orderBy('tenant_id')
      .orderBy('kind')
      .orderBy('ref_id')
      .limit(BATCH)
    if (after) {
      const { tenant_id, kind, ref_id } = after
      query = query.where((eb) =>
        eb.or([
          eb('tenant_id', '>', tenant_id),
          eb.and([eb('tenant_id', '=', tenant_id), eb('kind', '>', kind)]),
          eb.and([eb('tenant_id', '=', tenant_id), eb('kind', '=', kind), eb('ref_id', '>', ref_id)]),
        ]),
      )
    }
    const rows: DocKey[] = await query.execute()
    for (const row of rows) {
      await db
        .updateTable('search_doc')
        .set({ grams: gramsOf(row.tenant_id, row.kind, row.search_text) })
        .where('tenant_id', '=', row.tenant_id)
        .where('kind', '=', row.kind)
        .where('ref_id', '=', row.ref_id)
        .execute()
    }
    if (rows.length < BATCH) return
    after = rows[rows.length - 1]
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('search_doc')
    .addColumn('grams', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await fillGrams(db)
  await sql`insert into search_reader (tenant_id, kind, ref_id, user_id)
    select n.tenant_id, 'notice', n.id, n.publisher_id from notice n
    where n.channel = 'announcement' and n.audience_type <> 'tenant'
      and exists (select 1 from search_doc d where d.tenant_id = n.tenant_id and d.kind = 'notice' and d.ref_id = n.id and d.restricted = 1)
      and not exists (select 1 from search_reader r where r.tenant_id = n.tenant_id and r.kind = 'notice' and r.ref_id = n.id and r.user_id = n.publisher_id)`.execute(
    db,
  )
  if (isPostgres(db)) {
    await sql`create index search_doc_gram_idx on search_doc using gin (string_to_array(grams, ' '))`.execute(db)
    // The words just written to search_doc went to the trigram index's pending list: merged now (search-engine.ts).
    await sql`select gin_clean_pending_list('search_doc_trgm_idx'::regclass)`.execute(db)
    return
  }
  await sql`create virtual table search_gram using fts5(grams, content='search_doc', content_rowid='rowid',
    tokenize='unicode61', detail='none', columnsize=0)`.execute(db)
  await sql`insert into search_gram(search_gram) values ('rebuild')`.execute(db)
  await sql`create trigger search_doc_gram_insert after insert on search_doc begin
    insert into search_gram(rowid, grams) values (new.rowid, new.grams); end`.execute(db)
  await sql`create trigger search_doc_gram_delete after delete on search_doc begin
    insert into search_gram(search_gram, rowid, grams) values ('delete', old.rowid, old.grams); end`.execute(db)
  await sql`create trigger search_doc_gram_update after update of grams on search_doc begin
    insert into search_gram(search_gram, rowid, grams) values ('delete', old.rowid, old.grams);
    insert into search_gram(rowid, grams) values (new.rowid, new.grams); end`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists search_doc_gram_idx`.execute(db)
  } else {
    await sql`drop trigger if exists search_doc_gram_update`.execute(db)
    await sql`drop trigger if exists search_doc_gram_delete`.execute(db)
    await sql`drop trigger if exists search_doc_gram_insert`.execute(db)
    await sql`drop table if exists search_gram`.execute(db)
  }
  await db.schema.alterTable('search_doc').dropColumn('grams').execute()
}
