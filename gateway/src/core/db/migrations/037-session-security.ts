// Core baseline (several owners): changes core's session and tenant tables and creates ops's csp_report.
import type { Kysely } from 'kysely'

// Account security basics. A session remembers where it was opened (address, browser) and when it was
// last used, so its user can list and end it and an idle one ends; a tenant has an inactivity timeout in
// minutes (core/auth/idle.ts has its bounds). Browsers' reports of content-security-policy violations are
// kept once per directive, blocked origin and document (services/operations/csp-reports), with a count: they
// arrive without a session, so no tenant is known. One column per ALTER: SQLite adds one at a time.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').addColumn('last_active_at', 'bigint').execute()
  await db.schema
    .alterTable('session')
    .addColumn('ip', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('session')
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('tenant')
    .addColumn('idle_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .execute()

  await db.schema
    .createTable('csp_report')
    /** sha256 of directive, blocked origin and document: one row per kind of violation. */
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('directive', 'varchar(60)', (c) => c.notNull())
    /** The blocked URL's origin, or the keyword a browser reports ('inline', 'eval', 'data' …). */
    .addColumn('blocked', 'varchar(300)', (c) => c.notNull())
    /** The document's origin and path, without query or fragment. */
    .addColumn('document', 'varchar(600)', (c) => c.notNull())
    /** 'enforce' or 'report'. */
    .addColumn('disposition', 'varchar(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_seen', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('csp_report_last_seen_idx').on('csp_report').column('last_seen').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('csp_report').execute()
  await db.schema.alterTable('tenant').dropColumn('idle_minutes').execute()
  await db.schema.alterTable('session').dropColumn('user_agent').execute()
  await db.schema.alterTable('session').dropColumn('ip').execute()
  await db.schema.alterTable('session').dropColumn('last_active_at').execute()
}
