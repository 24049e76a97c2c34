import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../core/db/types'
import { recordMonth, withholdMonth, type MonthTax } from '.'
import { openTaxDatabase } from './testing/year-of-pay'
import { addStaff } from './testing/staff'

const M = 63
/** Joined in March 2026 (March is the first month counted), 2,000 a month of children's education declared. */
const WAGES = 6301
/** Joined in March 2026, no deductions, the bonus method 'separate' (no choice made). */
const BONUS = 6302

describe('the tax of a month counted over all of its runs', () => {
  let db: Db
  let close: () => Promise<void>

  /** Withholds and records one run of a month for the people given ({id: [income, social, bonus]}). */
  const run = async (runId: number, month: string, pay: Record<number, [string, string, string]>) => {
    const people = Object.entries(pay).map(([id, [income, social, bonus]]) => ({
      employeeId: Number(id),
      income,
      social,
      bonus,
    }))
    const taxes = await withholdMonth(db, M, month, people)
    await recordMonth(db, M, runId, [...taxes.values()])
    return taxes
  }
  const recorded = (runId: number, employeeId: number) =>
    db
      .selectFrom('etax_withholding')
      .select(['income_fen', 'special_fen', 'bonus_fen', 'bonus_method', 'tax_fen'])
      .where('tenant_id', '=', M)
      .where('run_id', '=', runId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    ;({ db, close } = await openTaxDatabase())
    await addStaff(db, M, [
      { id: WAGES, entry: '2026-03-02' },
      { id: BONUS, entry: '2026-03-02' },
    ])
    await db
      .insertInto('etax_deduction')
      .values({
        tenant_id: M,
        id: 1,
        employee_id: WAGES,
        year: 2026,
        kind: 'children',
        start_month: 1,
        end_month: 12,
        choice: '',
        share: 100,
        amount_fen: 200_000,
        note: '',
        updated_at: 0,
      })
      .execute()
  })
  afterAll(() => close?.())

  let marchWages: MonthTax
  let offCycle: MonthTax

  it('adds a second run of March to March: the basic 5,000 and the 2,000 special deduction once, the tax the cumulative difference', async () => {
    // March's regular run: 20,000 − 5,000 − 2,000 = 13,000 × 3 % = 390.
    marchWages = (await run(101, '2026-03', { [WAGES]: ['20000.00', '0.00', '0.00'] })).get(WAGES)!
    expect(marchWages).toMatchObject({ ytdTaxable: '13000.00', ytdTax: '390.00', tax: '390.00' })
    // A March off-cycle run of 3,000 with the wages: 23,000 − 5,000 − 2,000 = 16,000 × 3 % = 480, less 390 = 90.
    offCycle = (await run(102, '2026-03', { [WAGES]: ['3000.00', '0.00', '0.00'] })).get(WAGES)!
    expect(offCycle).toMatchObject({
      ytdIncome: '23000.00',
      ytdBasic: '5000.00',
      ytdSpecial: '2000.00',
      ytdTaxable: '16000.00',
      ytdTax: '480.00',
      withheldBefore: '390.00',
      tax: '90.00',
    })
  })

  it("records each run's own income and tax, the month's special deduction with its first run only", async () => {
    expect(await recorded(101, WAGES)).toMatchObject({ income_fen: 2_000_000, special_fen: 200_000, tax_fen: 39_000 })
    expect(await recorded(102, WAGES)).toMatchObject({ income_fen: 300_000, special_fen: 0, tax_fen: 9_000 })
  })

  it('builds April on both March runs: two months of basic and special deductions, less 480 withheld', async () => {
    // 43,000 − 10,000 − 4,000 = 29,000 × 3 % = 870, less 390 + 90.
    const april = (await run(103, '2026-04', { [WAGES]: ['20000.00', '0.00', '0.00'] })).get(WAGES)!
    expect(april).toMatchObject({
      ytdIncome: '43000.00',
      ytdTaxable: '29000.00',
      withheldBefore: '480.00',
      tax: '390.00',
    })
  })

  it('leaves out the runs it is told to, as a correction replacing one does', async () => {
    const again = (
      await withholdMonth(
        db,
        M,
        '2026-03',
        [{ employeeId: WAGES, income: '3000.00', social: '0.00', bonus: '0.00' }],
        [102],
      )
    ).get(WAGES)!
    expect(again).toEqual(offCycle)
    const alone = (
      await withholdMonth(
        db,
        M,
        '2026-03',
        [{ employeeId: WAGES, income: '20000.00', social: '0.00', bonus: '0.00' }],
        [101, 102],
      )
    ).get(WAGES)!
    expect(alone).toEqual(marchWages)
  })

  it('taxes a bonus on its own once a year across the runs of one month: the second is added to the wages', async () => {
    // March regular: wages 10,000 − 5,000 − 1,000 = 4,000 × 3 % = 120; the bonus 36,000 ÷ 12 = 3,000 → 3 %: 1,080.
    const regular = (await run(201, '2026-03', { [BONUS]: ['10000.00', '1000.00', '36000.00'] })).get(BONUS)!
    expect(regular).toMatchObject({ tax: '120.00', bonus: { amount: '36000.00', method: 'separate', tax: '1080.00' } })
    // A March off-cycle bonus of 12,000 goes with the wages: 22,000 − 5,000 − 1,000 = 16,000 × 3 % = 480, less 120.
    const second = (await run(202, '2026-03', { [BONUS]: ['0.00', '0.00', '12000.00'] })).get(BONUS)!
    expect(second).toMatchObject({
      ytdIncome: '22000.00',
      ytdTaxable: '16000.00',
      tax: '360.00',
      bonus: { amount: '12000.00', method: 'combined', tax: '0.00', separateIn: '2026-03' },
    })
    expect(await recorded(202, BONUS)).toMatchObject({ income_fen: 0, bonus_fen: 1_200_000, bonus_method: 'combined' })
  })
})
