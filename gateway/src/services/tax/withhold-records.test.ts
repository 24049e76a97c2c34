import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../core/db/types'
import { recordMonth, withholdMonth } from '.'
import { T, STEADY_ID, DEDUCTIONS_ID, COMBINED_ID, payOf, openTaxDatabase, withholdYear } from './testing/year-of-pay'

describe('withholdMonth and recordMonth over a year: the recorded months', () => {
  let db: Db
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ db, close } = await openTaxDatabase())
    // The year withheld and recorded month by month, as the tests below read it back.
    await withholdYear(db)
  })
  afterAll(() => close?.())

  it("records each month's own figures in fen, with the year's special deductions by kind", async () => {
    const rows = await db
      .selectFrom('etax_withholding')
      .selectAll()
      .where('tenant_id', '=', T)
      .where('employee_id', '=', COMBINED_ID)
      .orderBy('month')
      .execute()
    expect(rows).toHaveLength(12)
    expect(rows[2]).toMatchObject({
      month: '2026-03',
      income_fen: 2_000_000,
      bonus_fen: 6_000_000,
      bonus_method: 'combined',
      social_fen: 200_000,
      tax_fen: 660_000,
      ytd_income_fen: 12_000_000,
    })
    const december = await db
      .selectFrom('etax_withholding')
      .selectAll()
      .where('tenant_id', '=', T)
      .where('employee_id', '=', DEDUCTIONS_ID)
      .where('month', '=', '2026-12')
      .executeTakeFirstOrThrow()
    expect(december).toMatchObject({ special_fen: 500_000, ytd_special_fen: 6_000_000, tax_fen: 80_000 })
    expect(JSON.parse(december.special_detail)).toEqual({
      children: '24000.00',
      education: '0.00',
      housingLoan: '0.00',
      housingRent: '0.00',
      elderly: '36000.00',
      infant: '0.00',
    })
  })

  it("replaces a run's records when recorded again, and later months build on the new figures", async () => {
    // March of the steady person recalculated at 21,000 (the run's own records left out): its rows are replaced.
    const march = await withholdMonth(
      db,
      T,
      '2026-03',
      [{ employeeId: STEADY_ID, income: '21000.00', social: '2000.00', bonus: '0.00' }],
      [T * 1000 + 3],
    )
    await recordMonth(db, T, T * 1000 + 3, [...march.values()])
    const rows = await db
      .selectFrom('etax_withholding')
      .select(['employee_id', 'income_fen'])
      .where('tenant_id', '=', T)
      .where('run_id', '=', T * 1000 + 3)
      .execute()
    expect(rows).toEqual([{ employee_id: STEADY_ID, income_fen: 2_100_000 }])
    // April sees 3 months: 20,000 + 20,000 + 21,000 + 20,000 − 20,000 − 8,000 = 53,000 → 2,780; withheld 390 + 390 + 700 (40,000 × 10% − 2,520 − 780) = 1,480.
    expect(march.get(STEADY_ID)!.tax).toBe('700.00')
    const april = (await withholdMonth(db, T, '2026-04', [payOf(STEADY_ID, 4)!], [T * 1000 + 4])).get(STEADY_ID)!
    expect([april.ytdTaxable, april.ytdTax, april.withheldBefore, april.tax]).toEqual([
      '53000.00',
      '2780.00',
      '1480.00',
      '1300.00',
    ])
  })

  it('keeps to the tenant: the same people in another tenant start the year afresh', async () => {
    const other = (await withholdMonth(db, T + 1, '2026-12', [payOf(DEDUCTIONS_ID, 12)!])).get(DEDUCTIONS_ID)!
    expect([other.ytdBasic, other.ytdSpecial, other.withheldBefore]).toEqual(['5000.00', '1500.00', '0.00'])
  })
})
