// Core baseline (several owners): creates core's company, tenant and employee tables and ums's organ, zhilei, zhiwei and gangwei.
import type { Kysely } from 'kysely'

// Portable schema-builder calls only: the same migration runs on SQLite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('tenant')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .execute()

  await db.schema
    .createTable('organ')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('organ.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('organ_tenant_idx').on('organ').column('tenant_id').execute()

  await db.schema
    .createTable('zhilei')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('zhiwei')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addColumn('zhilei_id', 'integer', (c) => c.notNull().references('zhilei.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('gangwei')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addColumn('organ_id', 'integer', (c) => c.notNull().references('organ.id'))
    .addColumn('zhiwei_id', 'integer', (c) => c.notNull().references('zhiwei.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('employee')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addColumn('organ_id', 'integer', (c) => c.notNull().references('organ.id'))
    .addColumn('gangwei_id', 'integer', (c) => c.notNull().references('gangwei.id'))
    .addColumn('zhiwei_id', 'integer', (c) => c.notNull().references('zhiwei.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('job_number', 'varchar(30)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull())
    .addColumn('entry_date', 'bigint', (c) => c.notNull())
    .addColumn('leave_date', 'bigint')
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('employee_tenant_organ_idx').on('employee').columns(['tenant_id', 'organ_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['employee', 'gangwei', 'zhiwei', 'zhilei', 'organ', 'tenant', 'company']) {
    await db.schema.dropTable(table).execute()
  }
}
