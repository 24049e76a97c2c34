// Core baseline (several owners): adds tenant-leading indexes to tables of core, ums, joyhr, uac, vendor and ops.
import type { Kysely } from 'kysely'

// Tenant-leading keys: every table holding tenant data gets an index whose first
// column is tenant_id, so each tenant's rows are one range of the index on SQLite and PostgreSQL.
// Only the tables that had none (core/db/tenant-keys.test.ts finds them).

const indexes: Array<[name: string, table: string, columns: string[]]> = [
  ['zhilei_tenant_idx', 'zhilei', ['tenant_id']],
  ['zhiwei_tenant_zhilei_idx', 'zhiwei', ['tenant_id', 'zhilei_id']],
  ['gangwei_tenant_organ_idx', 'gangwei', ['tenant_id', 'organ_id']],
  ['app_user_tenant_idx', 'app_user', ['tenant_id']],
  ['user_tenant_tenant_user_idx', 'user_tenant', ['tenant_id', 'user_id']],
  ['role_tenant_idx', 'role', ['tenant_id']],
  ['session_tenant_user_idx', 'session', ['tenant_id', 'user_id']],
  ['supplier_tenant_idx', 'supplier', ['tenant_id']],
  ['query_condition_item_tenant_idx', 'query_condition_item', ['tenant_id', 'biz_type_id', 'channel']],
  ['qr_login_ticket_tenant_idx', 'qr_login_ticket', ['tenant_id']],
  ['brand_tenant_idx', 'brand', ['tenant_id']],
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...indexes].reverse()) {
    await db.schema.dropIndex(name).execute()
  }
}
