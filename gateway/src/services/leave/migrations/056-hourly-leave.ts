import { sql, type Kysely } from 'kysely'

// Hourly leave: a leave type counts in days or in hours; a request of an hourly type is one day with a start and an end
// time, its length in hours, and the time off in lieu credits it used (JSON [{ id, hours }], to give back on cancel).
// Every tenant that has leave types gets the type 'toil' (time off in lieu, counted in hours, credited by overtime).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leave_type')
    .addColumn('unit', 'varchar(4)', (c) => c.notNull().defaultTo('day'))
    .execute()
  await db.schema.alterTable('leave_request').addColumn('start_time', 'varchar(5)').execute()
  await db.schema.alterTable('leave_request').addColumn('end_time', 'varchar(5)').execute()
  await db.schema
    .alterTable('leave_request')
    .addColumn('hours', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('leave_request').addColumn('credits', 'text').execute()
  const tenants = await db
    .selectFrom('leave_type')
    .select(['tenant_id', sql<number>`max(sort)`.as('last')])
    .groupBy('tenant_id')
    .execute()
  for (const { tenant_id, last } of tenants) {
    const has = await db
      .selectFrom('leave_type')
      .select('code')
      .where('tenant_id', '=', tenant_id)
      .where('code', '=', 'toil')
      .executeTakeFirst()
    if (has) continue
    await db
      .insertInto('leave_type')
      .values({
        tenant_id,
        code: 'toil',
        name_zh: '调休',
        name_en: 'Time off in lieu',
        tracked: 1,
        paid: 1,
        sort: Number(last) + 1,
        unit: 'hour',
      })
      .execute()
  }
}
