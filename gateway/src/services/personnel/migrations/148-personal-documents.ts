import type { Kysely } from 'kysely'

// Personal documents kept on a staff record (an ID copy, a diploma, a bank card …): a file of the file centre with
// its type (the tenant's documentType dictionary) and an optional expiry date (yyyy-mm-dd). Times epoch ms.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('personal_document')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('type_code', 'varchar(40)', (c) => c.notNull())
    /** The file centre's file (file_object.id). */
    .addColumn('file_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(10)')
    .addColumn('uploaded_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('personal_document_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('personal_document_employee_idx')
    .on('personal_document')
    .columns(['tenant_id', 'employee_id'])
    .execute()
  await db.schema.createIndex('personal_document_expiry_idx').on('personal_document').column('expires_on').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('personal_document').execute()
}
