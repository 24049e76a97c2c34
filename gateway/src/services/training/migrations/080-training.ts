import type { Kysely } from 'kysely'

// Training and exams (services/training): courses with sessions and enrolment, compulsory training by department or
// post, the question bank, papers, exams, each person's attempt and its answers, and the audit of changes.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('training_course')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(2000)', (c) => c.notNull())
    /** JSON: [{ kind: 'file', fileId, name } | { kind: 'link', url, name }]. */
    .addColumn('materials', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_course_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('training_session')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_session_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('training_session_course_idx')
    .on('training_session')
    .columns(['tenant_id', 'course_id'])
    .execute()

  await db.schema
    .createTable('training_enrolment')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('enrolled_by', 'integer', (c) => c.notNull())
    .addColumn('enrolled_at', 'bigint', (c) => c.notNull())
    .addColumn('attended', 'integer')
    .addPrimaryKeyConstraint('training_enrolment_pk', ['tenant_id', 'session_id', 'employee_id'])
    .execute()
  await db.schema
    .createIndex('training_enrolment_person_idx')
    .on('training_enrolment')
    .columns(['tenant_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('training_assignment')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull())
    /** JSON: { organIds, zhiweiIds }. */
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_assignment_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('training_audit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('detail', 'varchar(4000)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_audit_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('exam_question')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    /** single, multiple, judge (true/false), fill, short. */
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('stem', 'varchar(2000)', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_question_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('exam_paper')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    /** fixed or random. */
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('question_ids', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_paper_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('exam')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('paper_id', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    /** JSON: { organIds, zhiweiIds, employeeIds }. */
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('exam_attempt')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('exam_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('auto_submitted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('questions', 'text', (c) => c.notNull())
    /** taking, marking (short answers wait for HR), marked. */
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('passed', 'integer')
    .addColumn('marked_at', 'bigint')
    .addPrimaryKeyConstraint('exam_attempt_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('exam_attempt_person_idx')
    .on('exam_attempt')
    .columns(['tenant_id', 'exam_id', 'employee_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('exam_attempt_state_idx')
    .on('exam_attempt')
    .columns(['tenant_id', 'state', 'deadline_at'])
    .execute()

  await db.schema
    .createTable('exam_answer')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('attempt_id', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('answer', 'varchar(4000)', (c) => c.notNull())
    .addColumn('points', 'integer')
    .addColumn('marked_by', 'integer')
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_answer_pk', ['tenant_id', 'attempt_id', 'question_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'exam_answer',
    'exam_attempt',
    'exam',
    'exam_paper',
    'exam_question',
    'training_audit',
    'training_assignment',
    'training_enrolment',
    'training_session',
    'training_course',
  ])
    await db.schema.dropTable(table).execute()
}
