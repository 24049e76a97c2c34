import type { Db } from '../core/db/types'

/** A few declared deductions, by kind: [kind, choice, share, monthly amount in fen, note]. */
const SAMPLES: Array<[string, string, number, number, string]> = [
  ['children', '', 100, 200_000, '大女儿 · 小学'],
  ['elderly', 'only', 100, 300_000, '父母'],
  ['housingRent', '1', 100, 150_000, '上海'],
  ['housingLoan', '', 50, 50_000, '首套住房'],
  ['infant', '', 50, 100_000, '小儿子'],
  ['education', 'degree', 100, 40_000, '在职研究生'],
]

/**
 * Demo special additional deductions of this year for some of tenant 1's staff (the HR account's record among them);
 * the `staff` account declares its own in the e2e tests, so it has none.
 */
export async function seedTaxDeclarations(db: Db, now: number): Promise<void> {
  const year = new Date(now).getUTCFullYear()
  const staff = await db
    .selectFrom('employee')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('status', '=', 1)
    .where('id', '!=', 12)
    .orderBy('id')
    .limit(24)
    .execute()
  const rows = staff.flatMap(({ id }, index) => {
    const picks = [SAMPLES[index % SAMPLES.length], ...(index % 3 === 0 ? [SAMPLES[(index + 1) % SAMPLES.length]] : [])]
    return picks.map(([kind, choice, share, amount, note]) => ({
      kind,
      choice,
      share,
      amount_fen: amount,
      note,
      employee_id: id,
    }))
  })
  if (rows.length === 0) return
  await db
    .insertInto('etax_deduction')
    .values(
      rows.map((row, index) => ({
        tenant_id: 1,
        id: index + 1,
        year,
        start_month: 1,
        end_month: 12,
        updated_at: now,
        ...row,
      })),
    )
    .execute()
}
