import type { Kysely } from 'kysely'

// Certificates staff ask for (employment, income): the tenant's templates of each kind, and each request with its
// issued text, its PDF and the hash of its verification code (the code itself is only in the PDF). Times epoch ms.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('certificate_template')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** employment | income */
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('body_zh', 'varchar(2000)', (c) => c.notNull())
    .addColumn('body_en', 'varchar(2000)', (c) => c.notNull())
    /** 1: issued at once when asked; 0: HR approves it through the workflow first. */
    .addColumn('issue_at_once', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('certificate_template_pk', ['tenant_id', 'kind'])
    .execute()

  await db.schema
    .createTable('certificate')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    /** The income certificate's months of pay (0 for employment). */
    .addColumn('months', 'integer', (c) => c.notNull())
    /** zh | en: the language it is issued in. */
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(200)', (c) => c.notNull())
    /** The shell's origin when it was asked: the PDF's verification link points to its /verify page. */
    .addColumn('verify_origin', 'varchar(200)', (c) => c.notNull())
    /** pending | issued | rejected | cancelled | failed */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    /** SHA-256 (hex) of the verification code; null until issued. */
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(4000)', (c) => c.notNull())
    /** The issued PDF, base64. */
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('issued_at', 'bigint')
    .addPrimaryKeyConstraint('certificate_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('certificate_code_idx').on('certificate').column('code_hash').unique().execute()
  await db.schema
    .createIndex('certificate_employee_idx')
    .on('certificate')
    .columns(['tenant_id', 'employee_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('certificate').execute()
  await db.schema.dropTable('certificate_template').execute()
}
