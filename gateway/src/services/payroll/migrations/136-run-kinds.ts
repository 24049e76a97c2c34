import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../../../core/db/dialect'

// Kinds of payroll run: 'regular' (the monthly run, at most one per group and month), 'offCycle' (a bonus or one-off
// payment with a name HR gives, any number per group and month) and 'correction' (reverses or corrects a published
// run, `corrects_run_id`; `correction`: 'reverse' for every line negated, 'people' for chosen people recalculated).
// The unique (tenant, group, month) of migration 060 becomes a unique index over regular runs only; SQLite cannot
// drop a table's constraint, so there the table is rebuilt from its own definition without it.

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table salary_run drop constraint salary_run_month_uq`.execute(db)
  } else {
    const found = await sql<{
      sql: string
    }>`select sql from sqlite_master where type = 'table' and name = 'salary_run'`.execute(db)
    const definition = found.rows[0].sql
      .replace(/,\s*constraint\s+"salary_run_month_uq"\s+unique\s*\([^)]*\)/i, '')
      .replace(/create table\s+"?salary_run"?/i, 'create table "salary_run_rebuilt"')
    await sql.raw(definition).execute(db)
    await sql`insert into salary_run_rebuilt select * from salary_run`.execute(db)
    await sql`drop table salary_run`.execute(db)
    await sql`alter table salary_run_rebuilt rename to salary_run`.execute(db)
  }
  await db.schema
    .alterTable('salary_run')
    .addColumn('kind', 'varchar(12)', (c) => c.notNull().defaultTo('regular'))
    .execute()
  /** The name HR gives an off-cycle run ('2026 年终奖'); '' for a regular run. */
  await db.schema
    .alterTable('salary_run')
    .addColumn('name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('salary_run').addColumn('corrects_run_id', 'integer').execute()
  await db.schema
    .alterTable('salary_run')
    .addColumn('correction', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .createIndex('salary_run_regular_uq')
    .unique()
    .on('salary_run')
    .columns(['tenant_id', 'group_id', 'month'])
    .where(sql<boolean>`kind = 'regular'`)
    .execute()
  await db.schema.createIndex('salary_run_month_idx').on('salary_run').columns(['tenant_id', 'month']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('salary_run_month_idx').execute()
  await db.schema.dropIndex('salary_run_regular_uq').execute()
  for (const column of ['correction', 'corrects_run_id', 'name', 'kind'])
    await db.schema.alterTable('salary_run').dropColumn(column).execute()
}
