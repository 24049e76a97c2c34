import type { Kysely } from 'kysely'

// Untaken annual leave paid (企业职工带薪年休假实施办法 art. 10–12): each tenant's payout rate in percent of the daily
// wage on top of the month's wage (200 by default: the statute's 300 % includes the normal 100 % already paid), and
// every tenant with payroll set up (it has the item `base`) gets the item that pays it, in every group paying `base`.

const ITEM = {
  code: 'leavePayout',
  name_zh: '未休年假工资',
  name_en: 'Untaken annual leave pay',
  kind: 'earning',
  source: 'formula',
  formula: 'dailyWage * leavePayoutDays * leavePayoutRate',
  taxable: 1,
  annual_bonus: 0,
  on_payslip: 1,
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('salary_overtime_rate')
    .addColumn('leave_payout_pct', 'integer', (c) => c.notNull().defaultTo(200))
    .execute()

  const bases = await db.selectFrom('salary_item').select(['tenant_id', 'id']).where('code', '=', 'base').execute()
  for (const base of bases) {
    const tenantId = base.tenant_id
    const taken = await db
      .selectFrom('salary_item')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('code', '=', ITEM.code)
      .executeTakeFirst()
    if (taken) continue
    const top = (await db
      .selectFrom('salary_item')
      .select([(eb: any) => eb.fn.max('id').as('id'), (eb: any) => eb.fn.max('sort').as('sort')])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()) as { id: number | string | null; sort: number | string | null } | undefined
    const id = Number(top?.id ?? 0) + 1
    await db
      .insertInto('salary_item')
      .values({ tenant_id: tenantId, id, sort: Number(top?.sort ?? 0) + 1, ...ITEM })
      .execute()
    const groups = await db
      .selectFrom('salary_group_item')
      .select('group_id')
      .where('tenant_id', '=', tenantId)
      .where('item_id', '=', base.id)
      .execute()
    for (const { group_id } of groups)
      await db.insertInto('salary_group_item').values({ tenant_id: tenantId, group_id, item_id: id }).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('salary_overtime_rate').dropColumn('leave_payout_pct').execute()
}
