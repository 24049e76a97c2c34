import { sql, type Kysely } from 'kysely'

// What an approver reads of a request an app started, as the app sent it: the business record id the approval
// centre opens it by, the app's names at the time, the title and the amount (a decimal string, never rounded).
// Approvals started before have no title, amount or names here: the page reads the workflow's title instead.

const COLUMNS = [
  ['biz_id', 'varchar(64)'],
  ['title', 'varchar(100)'],
  ['amount', 'varchar(20)'],
  ['app_title_zh', 'varchar(200)'],
  ['app_title_en', 'varchar(200)'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
  // One column a statement: SQLite adds one at a time.
  for (const [name, type] of COLUMNS) await db.schema.alterTable('vendor_api_approval').addColumn(name, type).execute()
  await sql`update vendor_api_approval set biz_id = (select w.biz_id from wf_instance w
    where w.tenant_id = vendor_api_approval.tenant_id and w.id = vendor_api_approval.approval_id)`.execute(db)
  await db.schema
    .createIndex('vendor_api_approval_biz')
    .on('vendor_api_approval')
    .columns(['tenant_id', 'biz_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('vendor_api_approval_biz').execute()
  for (const [name] of [...COLUMNS].reverse())
    await db.schema.alterTable('vendor_api_approval').dropColumn(name).execute()
}
