// Core baseline (several owners): changes core's role_function and creates joyhr's role permission tables and form's custom form tables.
import type { Kysely } from 'kysely'

// Permissions, all variants, and custom forms (§6, §7 authRole / permField / custom form /
// formRange / formInstance): the auth flag of each button a role grants, per-role field permissions and data
// ranges, custom form definitions with their fields, assignment ranges and instances.
// Tenant data: tenant_id leads every key and index (tenant-keys.test.ts).

export async function up(db: Kysely<any>): Promise<void> {
  // §6 'for one variant the auth flag is checked too': 1 = the grant authorises the action, 0 = shown only.
  await db.schema
    .alterTable('role_function')
    .addColumn('auth_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('role_field_permission')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('biz_type_id', 'integer', (c) => c.notNull())
    .addColumn('field_key', 'varchar(60)', (c) => c.notNull())
    /** 'hidden', 'read' or 'edit'. */
    .addColumn('access', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_field_permission_pk', ['tenant_id', 'role_id', 'biz_type_id', 'field_key'])
    .execute()

  await db.schema
    .createTable('role_data_range')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    /** 'all', 'department' (own department and below), 'team' (own reports, direct and indirect) or 'self'. */
    .addColumn('data_range', 'varchar(12)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_data_range_pk', ['tenant_id', 'role_id'])
    .execute()

  await db.schema
    .createTable('custom_form')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('biz_type_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** 1 = effective, 0 = disabled (kept with its instances, applies to no one). */
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('custom_form_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('custom_form_biz_idx').on('custom_form').columns(['tenant_id', 'biz_type_id']).execute()

  await db.schema
    .createTable('custom_form_field')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('form_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('biz_type_id', 'integer', (c) => c.notNull())
    .addColumn('field_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('label_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(100)', (c) => c.notNull())
    /** 'text', 'number', 'date' or 'select'. */
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    /** JSON array of {value, labelZh, labelEn} for 'select', else '[]'. */
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('custom_form_field_pk', ['tenant_id', 'form_id', 'field_key'])
    .execute()
  // A field key names one field of a business type, whichever form adds it (field permissions use the key).
  await db.schema
    .createIndex('custom_form_field_key_idx')
    .unique()
    .on('custom_form_field')
    .columns(['tenant_id', 'biz_type_id', 'field_key'])
    .execute()

  await db.schema
    .createTable('form_range')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('form_id', 'varchar(36)', (c) => c.notNull())
    /** The form applies to staff of this organ and everything below it. */
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_range_pk', ['tenant_id', 'form_id', 'organ_id'])
    .execute()
  await db.schema.createIndex('form_range_organ_idx').on('form_range').columns(['tenant_id', 'organ_id']).execute()

  await db.schema
    .createTable('form_instance')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('form_id', 'varchar(36)', (c) => c.notNull())
    /** The record the values belong to (biz type 1: the employee id). */
    .addColumn('source_id', 'integer', (c) => c.notNull())
    /** JSON object field key → value (string, number or null). */
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_instance_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('form_instance_source_idx')
    .unique()
    .on('form_instance')
    .columns(['tenant_id', 'form_id', 'source_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'form_instance',
    'form_range',
    'custom_form_field',
    'custom_form',
    'role_data_range',
    'role_field_permission',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('role_function').dropColumn('auth_flag').execute()
}
