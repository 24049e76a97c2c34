import type { Kysely } from 'kysely'

// Social insurance and housing fund (insurance): the tenant's schemes per city with their effective-dated versions
// (base limits and rates of each kind) and each employee's effective-dated scheme and base. Money is integer fen
// (bigint); rates are exact decimal strings ('0.08').

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('insurance_scheme')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('city', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insurance_scheme_pk', ['tenant_id', 'id'])
    .addUniqueConstraint('insurance_scheme_name_uq', ['tenant_id', 'name'])
    .execute()

  await db.schema
    .createTable('insurance_scheme_version')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('scheme_id', 'integer', (c) => c.notNull())
    .addColumn('effective_month', 'varchar(7)', (c) => c.notNull())
    /** 'fen' or 'yuan': how the housing fund's shares are rounded. */
    .addColumn('housing_rounding', 'varchar(4)', (c) => c.notNull().defaultTo('fen'))
    .addColumn('saved_by', 'integer', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insurance_scheme_version_pk', ['tenant_id', 'scheme_id', 'effective_month'])
    .execute()

  await db.schema
    .createTable('insurance_rate')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('scheme_id', 'integer', (c) => c.notNull())
    .addColumn('effective_month', 'varchar(7)', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('base_lower_fen', 'bigint', (c) => c.notNull())
    .addColumn('base_upper_fen', 'bigint', (c) => c.notNull())
    .addColumn('employee_rate', 'varchar(12)', (c) => c.notNull())
    .addColumn('employer_rate', 'varchar(12)', (c) => c.notNull())
    .addPrimaryKeyConstraint('insurance_rate_pk', ['tenant_id', 'scheme_id', 'effective_month', 'kind'])
    .execute()

  await db.schema
    .createTable('insurance_base')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('effective_month', 'varchar(7)', (c) => c.notNull())
    .addColumn('scheme_id', 'integer', (c) => c.notNull())
    .addColumn('base_fen', 'bigint', (c) => c.notNull())
    .addColumn('saved_by', 'integer', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('insurance_base_pk', ['tenant_id', 'employee_id', 'effective_month'])
    .execute()
  await db.schema
    .createIndex('insurance_base_scheme_idx')
    .on('insurance_base')
    .columns(['tenant_id', 'scheme_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['insurance_base', 'insurance_rate', 'insurance_scheme_version', 'insurance_scheme'])
    await db.schema.dropTable(table).execute()
}
