import type { Kysely } from 'kysely'

// Organisation editing, posts and positions (services/personnel/org): the audit trail of the
// organisation writes, the organisation units a post is bound to, and the headcount of a position.
// Tenant data: tenant_id leads every key and index (tenant-keys.test.ts).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('org_audit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** 'organ.save', 'organ.rename', 'organ.move', 'organ.remove', 'zhilei.save' … */
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    /** What changed, as JSON (names, old and new parent). */
    .addColumn('detail', 'varchar(1000)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('org_audit_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('org_audit_at_idx').on('org_audit').columns(['tenant_id', 'at']).execute()

  await db.schema
    .createTable('zhiwei_organ')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('zhiwei_id', 'integer', (c) => c.notNull())
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('zhiwei_organ_pk', ['tenant_id', 'zhiwei_id', 'organ_id'])
    .execute()
  await db.schema.createIndex('zhiwei_organ_organ_idx').on('zhiwei_organ').columns(['tenant_id', 'organ_id']).execute()

  /** Planned staff of the position (0 = not planned). */
  await db.schema
    .alterTable('gangwei')
    .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gangwei').dropColumn('headcount').execute()
  await db.schema.dropTable('zhiwei_organ').execute()
  await db.schema.dropTable('org_audit').execute()
}
