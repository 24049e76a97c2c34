import type { Kysely } from 'kysely'

// Overtime pay by the class of the day worked (劳动法 art. 44): each tenant's rates in percent of the hourly wage
// (none set: 150 / 200 / 300). A tenant still paying every overtime hour at the one rate of the old demo formula
// gets the three items instead: that item pays working days, two new items rest days and statutory holidays, in every
// group that paid it.

const OLD_FORMULA = 'base / 21.75 / 8 * overtimeHours * 1.5'
const NEW_ITEMS = [
  {
    code: 'overtimeRestDay',
    name_zh: '休息日加班费',
    name_en: 'Overtime pay (rest days)',
    formula: 'hourlyWage * overtimeRestDayHours * overtimeRestDayRate',
  },
  {
    code: 'overtimeHoliday',
    name_zh: '法定节假日加班费',
    name_en: 'Overtime pay (statutory holidays)',
    formula: 'hourlyWage * overtimeHolidayHours * overtimeHolidayRate',
  },
]

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salary_overtime_rate')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('workday_pct', 'integer', (c) => c.notNull())
    .addColumn('rest_day_pct', 'integer', (c) => c.notNull())
    .addColumn('statutory_pct', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_overtime_rate_pk', ['tenant_id'])
    .execute()

  const old = await db
    .selectFrom('salary_item')
    .selectAll()
    .where('code', '=', 'overtimePay')
    .where('formula', '=', OLD_FORMULA)
    .execute()
  for (const item of old) {
    const tenantId = item.tenant_id
    const taken = await db.selectFrom('salary_item').select('code').where('tenant_id', '=', tenantId).execute()
    if (taken.some((row: { code: string }) => NEW_ITEMS.some((add) => add.code === row.code))) continue
    const top = (await db
      .selectFrom('salary_item')
      .select((eb: any) => eb.fn.max('id').as('id'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()) as { id: number | string | null } | undefined
    await db
      .updateTable('salary_item')
      .set({
        name_zh: '工作日加班费',
        name_en: 'Overtime pay (working days)',
        formula: 'hourlyWage * overtimeWorkdayHours * overtimeWorkdayRate',
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', item.id)
      .execute()
    const groups = await db
      .selectFrom('salary_group_item')
      .select('group_id')
      .where('tenant_id', '=', tenantId)
      .where('item_id', '=', item.id)
      .execute()
    let next = Number(top?.id ?? 0)
    for (const add of NEW_ITEMS) {
      next += 1
      const { id: _id, code: _code, name_zh: _zh, name_en: _en, formula: _formula, ...same } = item
      await db
        .insertInto('salary_item')
        .values({ ...same, id: next, ...add })
        .execute()
      for (const { group_id } of groups)
        await db.insertInto('salary_group_item').values({ tenant_id: tenantId, group_id, item_id: next }).execute()
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salary_overtime_rate').execute()
}
