import type { Kysely } from 'kysely'

// Onboarding checklists: a tenant's templates (for the whole company, a department or a position) and their tasks,
// and the tasks each hire got from them. A hire's task keeps its own copy of what the template said when it was made.
// Dates are yyyy-mm-dd, times epoch ms.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('onboarding_template')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** company, organ (a department and the units below it) or gangwei (a position). */
    .addColumn('scope', 'varchar(10)', (c) => c.notNull())
    .addColumn('scope_id', 'integer')
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_template_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createTable('onboarding_template_task')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('template_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    /** role, user, manager (the hire's line manager) or hire (the new hire themself). */
    .addColumn('owner_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner_id', 'integer')
    .addColumn('offset_days', 'integer', (c) => c.notNull())
    /** task, upload (a personal document of doc_type) or form (the fields, a JSON list of labels). */
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('doc_type', 'varchar(40)')
    .addColumn('fields', 'varchar(2000)')
    .addPrimaryKeyConstraint('onboarding_template_task_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('onboarding_template_task_template_idx')
    .on('onboarding_template_task')
    .columns(['tenant_id', 'template_id'])
    .execute()
  await db.schema
    .createTable('onboarding_task')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('template_task_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('owner_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner_id', 'integer')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('doc_type', 'varchar(40)')
    .addColumn('fields', 'varchar(2000)')
    .addColumn('due_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .addColumn('done_by', 'integer')
    /** The personal document an upload task was done with. */
    .addColumn('document_id', 'varchar(36)')
    /** A form task's answers (a JSON object of label → value). */
    .addColumn('answers', 'varchar(4000)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_task_pk', ['tenant_id', 'id'])
    .execute()
  // One task per hire and template task: making a hire's tasks again adds nothing.
  await db.schema
    .createIndex('onboarding_task_once_idx')
    .on('onboarding_task')
    .columns(['tenant_id', 'employee_id', 'template_task_id'])
    .unique()
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('onboarding_task').execute()
  await db.schema.dropTable('onboarding_template_task').execute()
  await db.schema.dropTable('onboarding_template').execute()
}
