import type { Kysely } from 'kysely'

// Approval delegation: an approver's absences (from, to, the colleague who may decide in their place), and on each
// workflow action the approver a delegate decided for. Tenant data: tenant_id leads every key and index.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wf_absence')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    /** The approver who is away. */
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** The colleague who may decide the approver's waiting requests meanwhile. */
    .addColumn('delegate_id', 'integer', (c) => c.notNull())
    /** Epoch ms: active while starts_at <= now < ends_at (ending early moves ends_at to the moment it ended). */
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** When it was ended early (null: it runs to its planned end). */
    .addColumn('ended_at', 'bigint')
    .addPrimaryKeyConstraint('wf_absence_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('wf_absence_user_idx')
    .on('wf_absence')
    .columns(['tenant_id', 'user_id', 'ends_at'])
    .execute()
  await db.schema
    .createIndex('wf_absence_delegate_idx')
    .on('wf_absence')
    .columns(['tenant_id', 'delegate_id', 'ends_at'])
    .execute()

  // A decision by a delegate: actor_id is the delegate, on_behalf_id the approver whose task it decided.
  await db.schema.alterTable('wf_action').addColumn('on_behalf_id', 'integer').execute()
  await db.schema
    .alterTable('wf_action')
    .addColumn('on_behalf_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wf_action').dropColumn('on_behalf_name').execute()
  await db.schema.alterTable('wf_action').dropColumn('on_behalf_id').execute()
  await db.schema.dropTable('wf_absence').execute()
}
