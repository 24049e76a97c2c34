import type { Kysely } from 'kysely'

// Leaving properly: each resignation or termination as a case decided through the workflow, with its offboarding
// steps, its exit interview and its final settlement as HR reviewed and paid it; and each tenant's local average
// wages by city (the cap of the economic compensation, the tax exemption of its excess). Times epoch ms, dates
// 'YYYY-MM-DD', amounts yuan with two places as text.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leaving_case')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** resignation (asked by the employee) | termination (started by HR) */
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    /** The legal basis (api personnel LEAVING_BASES): mutual, resignation, misconduct, noFault, redundancy, expiry. */
    .addColumn('basis', 'varchar(12)', (c) => c.notNull())
    /** 1: 30 days' notice was given (an art. 40 termination without it owes N + 1). */
    .addColumn('notice_given', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('last_day', 'varchar(10)', (c) => c.notNull())
    /** pending | approved | rejected | cancelled | closed */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('handover_to', 'integer')
    .addColumn('handover_confirmed_at', 'bigint')
    .addColumn('equipment_returned_at', 'bigint')
    /** The exit interview's answers, JSON ({} until filled). */
    .addColumn('interview', 'varchar(4000)', (c) => c.notNull())
    .addColumn('interview_at', 'bigint')
    .addColumn('account_closed_at', 'bigint')
    /** The city whose average wage applies ('' : the tenant's default city). */
    .addColumn('city', 'varchar(50)', (c) => c.notNull())
    /** HR's adjustments of the settlement, JSON ({ leavePay?, compensation? }), and their note. */
    .addColumn('adjustments', 'varchar(500)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    /** The settlement as paid, JSON (null until paid), and the off-cycle run that pays it. */
    .addColumn('paid_settlement', 'text')
    .addColumn('run_id', 'integer')
    .addColumn('paid_at', 'bigint')
    .addColumn('certificate_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addPrimaryKeyConstraint('leaving_case_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('leaving_case_employee_idx')
    .on('leaving_case')
    .columns(['tenant_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('leaving_city_wage')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('city', 'varchar(50)', (c) => c.notNull())
    /** The local average monthly wage of the previous year (the 3 × cap of 劳动合同法 art. 47). */
    .addColumn('monthly_wage', 'varchar(16)', (c) => c.notNull())
    /** The local average annual wage of the previous year (the 3 × exemption of 财税〔2018〕164号 art. 5(1)). */
    .addColumn('annual_wage', 'varchar(16)', (c) => c.notNull())
    /** 1: the city that applies to a case without its own. */
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaving_city_wage_pk', ['tenant_id', 'city'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leaving_city_wage').execute()
  await db.schema.dropTable('leaving_case').execute()
}
