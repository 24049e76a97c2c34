import type { Kysely } from 'kysely'

// The vendor backends' read API: the API tokens exchanged for app tokens (hashed) and the approvals apps started.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_api_token')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('app_code', 'varchar(41)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('pseudonym', 'varchar(64)', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('vendor_api_token_pk', ['tenant_id', 'token_hash'])
    .execute()
  // A call names its token only: found by hash, then held to the token's tenant.
  await db.schema.createIndex('vendor_api_token_hash').on('vendor_api_token').column('token_hash').unique().execute()
  await db.schema
    .createIndex('vendor_api_token_expiry')
    .on('vendor_api_token')
    .columns(['tenant_id', 'expires_at'])
    .execute()
  await db.schema
    .createTable('vendor_api_approval')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('app_code', 'varchar(41)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('approval_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('vendor_api_approval_pk', ['tenant_id', 'app_code', 'reference'])
    .execute()
  await db.schema
    .createIndex('vendor_api_approval_id')
    .on('vendor_api_approval')
    .columns(['tenant_id', 'app_code', 'approval_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_api_approval').execute()
  await db.schema.dropTable('vendor_api_token').execute()
}
