import type { Kysely } from 'kysely'

// Expense claims paid through payroll (services/expenses): every tenant with payroll set up (it has the item `base`)
// gets the two items that carry them, in every group paying `base`: the reimbursement, an earning that is not taxable
// income, and an advance's remainder deducted after tax. The run fills both from expenses (run/expense-inputs.ts).

const ITEMS = [
  {
    code: 'expenseReimbursement',
    name_zh: '费用报销',
    name_en: 'Expense reimbursement',
    kind: 'earning',
    source: 'input',
    formula: '',
    taxable: 0,
    annual_bonus: 0,
    on_payslip: 1,
  },
  {
    code: 'expenseAdvanceDeduction',
    name_zh: '借款扣回',
    name_en: 'Advance repaid',
    kind: 'deduction',
    source: 'input',
    formula: '',
    taxable: 0,
    annual_bonus: 0,
    on_payslip: 1,
  },
]

export async function up(db: Kysely<any>): Promise<void> {
  const bases = await db.selectFrom('salary_item').select(['tenant_id', 'id']).where('code', '=', 'base').execute()
  for (const base of bases) {
    const tenantId = base.tenant_id
    const groups = await db
      .selectFrom('salary_group_item')
      .select('group_id')
      .where('tenant_id', '=', tenantId)
      .where('item_id', '=', base.id)
      .execute()
    for (const item of ITEMS) {
      const taken = await db
        .selectFrom('salary_item')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('code', '=', item.code)
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
        .values({ tenant_id: tenantId, id, sort: Number(top?.sort ?? 0) + 1, ...item })
        .execute()
      for (const { group_id } of groups)
        await db.insertInto('salary_group_item').values({ tenant_id: tenantId, group_id, item_id: id }).execute()
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('salary_item').where('code', 'in', ['expenseReimbursement', 'expenseAdvanceDeduction']).execute()
}
