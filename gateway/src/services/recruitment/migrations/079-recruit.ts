import type { Kysely } from 'kysely'

// Recruitment: channels, openings raised from positions, candidates and their stage history, interviews with each
// interviewer's scorecard, offers, the tenant's retention setting and the audit trail.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recruit_channel')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    /** 'site' (a job site), 'referral' or 'careers' (the public careers page). */
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_channel_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('recruit_job')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('gangwei_id', 'integer', (c) => c.notNull())
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .addColumn('vacancies', 'integer', (c) => c.notNull())
    /** 'approving', 'open', 'rejected' or 'closed'. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(40)')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_job_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('recruit_job_status_idx').on('recruit_job').columns(['tenant_id', 'status']).execute()

  await db.schema
    .createTable('recruit_candidate')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('stage', 'varchar(12)', (c) => c.notNull())
    .addColumn('resume_path', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('resume_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('resume_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('employee_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_candidate_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('recruit_candidate_job_idx')
    .on('recruit_candidate')
    .columns(['tenant_id', 'job_id'])
    .execute()
  await db.schema
    .createIndex('recruit_candidate_phone_idx')
    .on('recruit_candidate')
    .columns(['tenant_id', 'phone'])
    .execute()
  await db.schema
    .createIndex('recruit_candidate_email_idx')
    .on('recruit_candidate')
    .columns(['tenant_id', 'email'])
    .execute()

  await db.schema
    .createTable('recruit_stage_log')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('candidate_id', 'integer', (c) => c.notNull())
    .addColumn('from_stage', 'varchar(12)', (c) => c.notNull())
    .addColumn('to_stage', 'varchar(12)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_stage_log_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('recruit_stage_log_candidate_idx')
    .on('recruit_stage_log')
    .columns(['tenant_id', 'candidate_id'])
    .execute()

  await db.schema
    .createTable('recruit_interview')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('candidate_id', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('place', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_interview_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('recruit_interview_candidate_idx')
    .on('recruit_interview')
    .columns(['tenant_id', 'candidate_id'])
    .execute()

  await db.schema
    .createTable('recruit_scorecard')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('interview_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('invite_state', 'varchar(12)', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('notes', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'bigint')
    .addPrimaryKeyConstraint('recruit_scorecard_pk', ['tenant_id', 'interview_id', 'user_id'])
    .execute()
  await db.schema
    .createIndex('recruit_scorecard_user_idx')
    .on('recruit_scorecard')
    .columns(['tenant_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('recruit_offer')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('candidate_id', 'integer', (c) => c.notNull())
    .addColumn('gangwei_id', 'integer', (c) => c.notNull())
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('salary', 'varchar(16)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    /** 'approving', 'approved', 'rejected' or 'cancelled'. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(40)')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addPrimaryKeyConstraint('recruit_offer_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('recruit_offer_candidate_idx')
    .on('recruit_offer')
    .columns(['tenant_id', 'candidate_id'])
    .execute()

  await db.schema
    .createTable('recruit_setting')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().primaryKey())
    .addColumn('retention_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('recruit_audit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('ref_id', 'integer')
    .addColumn('detail', 'varchar(4000)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('recruit_audit_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('recruit_audit_at_idx').on('recruit_audit').columns(['tenant_id', 'at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'recruit_audit',
    'recruit_setting',
    'recruit_offer',
    'recruit_scorecard',
    'recruit_interview',
    'recruit_stage_log',
    'recruit_candidate',
    'recruit_job',
    'recruit_channel',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
