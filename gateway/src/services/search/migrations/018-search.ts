import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../../../core/db/dialect'

// Global search (§7 global search): one search document per record (staff, organ,
// menu, notice, file) of a tenant, its readers when restricted, each user's recent views, and the engine's own full-text index:
// SQLite FTS5 with the trigram tokenizer (external content, kept in step by triggers) or PostgreSQL
// pg_trgm (a GIN trigram index). Both match any part of a word, Chinese names included.
// Tenant data: tenant_id leads every key (tenant-keys.test.ts); the FTS5 shadow tables are listed there.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  await db.schema
    .createTable('search_doc')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('app_code', 'varchar(60)', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    /** 1 = only the users in search_reader may see it. */
    .addColumn('restricted', 'integer', (c) => c.notNull())
    /** Lower-cased title for prefix look-ups (byte order: "C" collation on PostgreSQL). */
    .addColumn('title_key', pg ? sql`varchar(300) collate "C"` : 'varchar(300)', (c) => c.notNull())
    /** The title key without its first character (a name without its surname), for short look-ups. */
    .addColumn('tail_key', pg ? sql`varchar(300) collate "C"` : 'varchar(300)', (c) => c.notNull())
    /** Lower-cased title and body: what the full-text index covers. */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_doc_pk', ['tenant_id', 'kind', 'ref_id'])
    .execute()
  await db.schema
    .createIndex('search_doc_title_idx')
    .on('search_doc')
    .columns(['tenant_id', 'kind', 'title_key'])
    .execute()
  await db.schema
    .createIndex('search_doc_tail_idx')
    .on('search_doc')
    .columns(['tenant_id', 'kind', 'tail_key'])
    .execute()
  await db.schema
    .createTable('search_reader')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_reader_pk', ['tenant_id', 'kind', 'ref_id', 'user_id'])
    .execute()
  await db.schema.createIndex('search_reader_user_idx').on('search_reader').columns(['tenant_id', 'user_id']).execute()
  // Recent views (§9: within 7 days): the pages and records a user opened, per tenant.
  await db.schema
    .createTable('search_recent')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('app_code', 'varchar(60)', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('viewed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_recent_pk', ['tenant_id', 'user_id', 'app_code', 'path'])
    .execute()
  await db.schema
    .createIndex('search_recent_viewed_idx')
    .on('search_recent')
    .columns(['tenant_id', 'user_id', 'viewed_at'])
    .execute()
  if (pg) {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`create index search_doc_trgm_idx on search_doc using gin (search_text gin_trgm_ops)`.execute(db)
    return
  }
  await sql`create virtual table search_fts using fts5(search_text, content='search_doc', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  )
  await sql`create trigger search_doc_fts_insert after insert on search_doc begin
    insert into search_fts(rowid, search_text) values (new.rowid, new.search_text); end`.execute(db)
  await sql`create trigger search_doc_fts_delete after delete on search_doc begin
    insert into search_fts(search_fts, rowid, search_text) values ('delete', old.rowid, old.search_text); end`.execute(
    db,
  )
  await sql`create trigger search_doc_fts_update after update on search_doc begin
    insert into search_fts(search_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
    insert into search_fts(rowid, search_text) values (new.rowid, new.search_text); end`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists search_fts`.execute(db)
  await db.schema.dropTable('search_recent').execute()
  await db.schema.dropTable('search_reader').execute()
  await db.schema.dropTable('search_doc').execute()
}
