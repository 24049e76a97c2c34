// Core baseline (several owners): adds manager_id to core's employee table and creates the workflow service's wf_* tables.
import type { Kysely } from 'kysely'

// Workflow engine and approval centre (§4 approval-form button events, §7 approveCenter and
// workflow): the reporting line of the staff (employee.manager_id), workflow definitions per business type,
// instances, the approver tasks of each step and the history of every transition (also the notice outbox).
// Tenant data: tenant_id leads every key and index (tenant-keys.test.ts).

export async function up(db: Kysely<any>): Promise<void> {
  // The line manager (an employee of the same tenant), null at the top of the reporting line.
  await db.schema.alterTable('employee').addColumn('manager_id', 'integer').execute()
  await db.schema.createIndex('employee_manager_idx').on('employee').columns(['tenant_id', 'manager_id']).execute()

  await db.schema
    .createTable('wf_definition')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('biz_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** JSON array of steps (services/workflow/definition.ts `WorkflowStep`). */
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wf_definition_pk', ['tenant_id', 'biz_type'])
    .execute()

  await db.schema
    .createTable('wf_instance')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('biz_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('biz_id', 'varchar(64)', (c) => c.notNull())
    /** The applicant's account (app_user.id). */
    .addColumn('applicant_id', 'integer', (c) => c.notNull())
    .addColumn('applicant_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
    /** What step conditions compare (leave: days). */
    .addColumn('amount', 'double precision', (c) => c.notNull())
    /** 'draft', 'running', 'returned', 'approved', 'rejected' or 'cancelled'. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    /** JSON array of the definition's steps, copied when the instance was submitted. */
    .addColumn('steps', 'text', (c) => c.notNull())
    /** Index into steps of the step that waits (running) or that sent it back (returned). */
    .addColumn('current_step', 'integer', (c) => c.notNull())
    /** Counts submissions: a resubmission after a rejection starts round + 1 at the first step. */
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('reminded_at', 'bigint')
    .addPrimaryKeyConstraint('wf_instance_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('wf_instance_biz_idx')
    .on('wf_instance')
    .columns(['tenant_id', 'biz_type', 'biz_id'])
    .execute()
  await db.schema
    .createIndex('wf_instance_applicant_idx')
    .on('wf_instance')
    .columns(['tenant_id', 'applicant_id', 'updated_at'])
    .execute()

  await db.schema
    .createTable('wf_task')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('step_no', 'integer', (c) => c.notNull())
    /** A candidate approver of the step (app_user.id). */
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** 'pending' (waits for this user), 'done' (this user acted) or 'closed' (another candidate acted, or the instance moved). */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('acted_at', 'bigint')
    .addPrimaryKeyConstraint('wf_task_pk', ['tenant_id', 'instance_id', 'round', 'step_no', 'user_id'])
    .execute()
  await db.schema.createIndex('wf_task_user_idx').on('wf_task').columns(['tenant_id', 'user_id', 'status']).execute()

  await db.schema
    .createTable('wf_action')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** The §4 event (save, repeatCommit, resolve …), or 'submit', 'skip' (a step without approvers), 'remind'. */
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    /** null: the engine itself (a skipped step). */
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('step_no', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(12)', (c) => c.notNull())
    .addColumn('to_status', 'varchar(12)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** JSON array of the accounts this action notifies (services/workflow/outbox.ts). */
    .addColumn('notify_ids', 'text', (c) => c.notNull())
    /** The notice outbox: when the notice of this action went out; set at once when notify_ids is empty. */
    .addColumn('notified_at', 'bigint')
    .addPrimaryKeyConstraint('wf_action_pk', ['tenant_id', 'instance_id', 'seq'])
    .execute()
  await db.schema
    .createIndex('wf_action_actor_idx')
    .on('wf_action')
    .columns(['tenant_id', 'actor_id', 'event'])
    .execute()
  await db.schema.createIndex('wf_action_outbox_idx').on('wf_action').columns(['tenant_id', 'notified_at']).execute()
}
