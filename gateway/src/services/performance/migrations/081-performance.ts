import type { Kysely } from 'kysely'

// Performance reviews: cycles, their participants with reviews and results, goals, check-ins, calibration changes and
// the salary changes results propose. Dates are 'YYYY-MM-DD' text; instants epoch milliseconds (bigint).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('perf_cycle')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('goals_due', 'varchar(10)', (c) => c.notNull())
    .addColumn('self_due', 'varchar(10)', (c) => c.notNull())
    .addColumn('manager_due', 'varchar(10)', (c) => c.notNull())
    .addColumn('calibration_due', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_top', 'integer', (c) => c.notNull())
    .addColumn('target_middle', 'integer', (c) => c.notNull())
    .addColumn('target_bottom', 'integer', (c) => c.notNull())
    .addColumn('phase', 'varchar(12)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('perf_cycle_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('perf_participant')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('cycle_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('manager_id', 'integer')
    .addColumn('goals_submitted_at', 'bigint')
    .addColumn('self_comment', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('self_at', 'bigint')
    .addColumn('manager_comment', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('manager_rating', 'varchar(8)')
    .addColumn('manager_at', 'bigint')
    .addColumn('rating', 'varchar(8)')
    .addColumn('released_at', 'bigint')
    .addColumn('ack_at', 'bigint')
    .addColumn('ack_comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('perf_participant_pk', ['tenant_id', 'cycle_id', 'employee_id'])
    .execute()
  await db.schema
    .createIndex('perf_participant_manager_idx')
    .on('perf_participant')
    .columns(['tenant_id', 'manager_id'])
    .execute()
  await db.schema
    .createIndex('perf_participant_person_idx')
    .on('perf_participant')
    .columns(['tenant_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('perf_goal')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('cycle_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('measure', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('self_score', 'integer')
    .addColumn('manager_score', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('perf_goal_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('perf_goal_person_idx')
    .on('perf_goal')
    .columns(['tenant_id', 'cycle_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('perf_checkin')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('goal_id', 'integer', (c) => c.notNull())
    .addColumn('cycle_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('on_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('perf_checkin_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('perf_checkin_person_idx')
    .on('perf_checkin')
    .columns(['tenant_id', 'cycle_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('perf_rating_change')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('cycle_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('from_rating', 'varchar(8)')
    .addColumn('to_rating', 'varchar(8)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('perf_rating_change_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('perf_rating_change_person_idx')
    .on('perf_rating_change')
    .columns(['tenant_id', 'cycle_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('perf_salary_change')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('cycle_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'varchar(20)', (c) => c.notNull())
    .addColumn('effective_month', 'varchar(7)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('proposed_by', 'integer', (c) => c.notNull())
    .addColumn('proposed_at', 'bigint', (c) => c.notNull())
    .addColumn('applied_by', 'integer')
    .addColumn('applied_at', 'bigint')
    .addColumn('applied_base_fen', 'bigint')
    .addPrimaryKeyConstraint('perf_salary_change_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('perf_salary_change_person_idx')
    .on('perf_salary_change')
    .columns(['tenant_id', 'cycle_id', 'employee_id'])
    .execute()
  await db.schema
    .createIndex('perf_salary_change_status_idx')
    .on('perf_salary_change')
    .columns(['tenant_id', 'status'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'perf_salary_change',
    'perf_rating_change',
    'perf_checkin',
    'perf_goal',
    'perf_participant',
    'perf_cycle',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
