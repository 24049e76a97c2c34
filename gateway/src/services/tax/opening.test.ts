import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../core/db/types'
import { recordMonth, withholdMonth, type MonthIncome } from '.'
import type { EtaxOpeningTable } from './tables'
import { addStaff } from './testing/staff'
import { openTaxDatabase } from './testing/year-of-pay'

// Two companies pay the same person the same: 20,000 a month, 2,000 of social insurance and housing fund, 2,000 of
// children's education declared for the whole year. One ran January to June in the product; the other starts in July
// with an opening balance through June. By hand, through June: taxable 6 × (20,000 − 5,000 − 2,000 − 2,000) = 66,000,
// tax 66,000 × 10 % − 2,520 = 4,080. July: taxable 77,000, tax 7,700 − 2,520 = 5,180, so 1,100 this month; August
// the same 1,100 (88,000 → 6,280).

const RAN = 41
const STARTED = 42
const BONUS = 43
const PERSON = { [RAN]: 4101, [STARTED]: 4201, [BONUS]: 4301 } as const

const month = (m: number) => `2026-${String(m).padStart(2, '0')}`
const pay = (employeeId: number, bonus = '0.00'): MonthIncome => ({
  employeeId,
  income: '20000.00',
  social: '2000.00',
  bonus,
})

const opening = (tenantId: number, employeeId: number, more: Partial<EtaxOpeningTable> = {}): EtaxOpeningTable => ({
  tenant_id: tenantId,
  employee_id: employeeId,
  year: 2026,
  through_month: 6,
  income_fen: 12_000_000,
  social_fen: 1_200_000,
  special_fen: 1_200_000,
  other_fen: 0,
  basic_months: 6,
  tax_fen: 408_000,
  bonus_separate: 0,
  updated_by: 1,
  updated_at: 0,
  ...more,
})

const children = (tenantId: number, employeeId: number, id: number) => ({
  tenant_id: tenantId,
  id,
  employee_id: employeeId,
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

describe('opening balances feed the cumulative withholding of a company that starts mid-year', () => {
  let db: Db
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ db, close } = await openTaxDatabase())
    for (const tenantId of [RAN, STARTED, BONUS] as const)
      await addStaff(db, tenantId, [{ id: PERSON[tenantId], entry: '2020-01-01' }])
    await db
      .insertInto('etax_deduction')
      .values([children(RAN, PERSON[RAN], 1), children(STARTED, PERSON[STARTED], 2), children(BONUS, PERSON[BONUS], 3)])
      .execute()
    await db
      .insertInto('etax_opening')
      .values([
        opening(STARTED, PERSON[STARTED]),
        // The same figures with the deductions split between special and other, and a bonus already taxed on its own.
        opening(BONUS, PERSON[BONUS], { special_fen: 600_000, other_fen: 600_000, bonus_separate: 1 }),
        // Another year's opening, and another tenant's for the person who ran the whole year, change nothing.
        opening(STARTED, PERSON[STARTED], { year: 2025 }),
        opening(STARTED, PERSON[RAN]),
      ])
      .execute()
    for (let m = 1; m <= 6; m++) {
      const taxes = await withholdMonth(db, RAN, month(m), [pay(PERSON[RAN])])
      await recordMonth(db, RAN, RAN * 100 + m, [...taxes.values()])
    }
  })
  afterAll(() => close?.())

  it('gives the July tax of a company that ran January to June in the product', async () => {
    const ran = (await withholdMonth(db, RAN, month(7), [pay(PERSON[RAN])])).get(PERSON[RAN])!
    const started = (await withholdMonth(db, STARTED, month(7), [pay(PERSON[STARTED])])).get(PERSON[STARTED])!
    const figures = {
      ytdIncome: '140000.00',
      ytdBasic: '35000.00',
      ytdSocial: '14000.00',
      ytdSpecial: '14000.00',
      ytdTaxable: '77000.00',
      rate: '0.10',
      ytdTax: '5180.00',
      withheldBefore: '4080.00',
      tax: '1100.00',
    }
    expect(ran).toMatchObject(figures)
    expect(started).toMatchObject(figures)
  })

  it('records July on top of the opening, so August builds on both', async () => {
    const july = await withholdMonth(db, STARTED, month(7), [pay(PERSON[STARTED])])
    await recordMonth(db, STARTED, STARTED * 100 + 7, [...july.values()])
    const row = await db
      .selectFrom('etax_withholding')
      .selectAll()
      .where('tenant_id', '=', STARTED)
      .executeTakeFirstOrThrow()
    // The month's own figures, not the opening's: the e-Tax filing lists July's income and deductions.
    expect(row).toMatchObject({ month: '2026-07', income_fen: 2_000_000, social_fen: 200_000, tax_fen: 110_000 })
    const august = (await withholdMonth(db, STARTED, month(8), [pay(PERSON[STARTED])])).get(PERSON[STARTED])!
    expect(august).toMatchObject({
      ytdTaxable: '88000.00',
      ytdTax: '6280.00',
      withheldBefore: '5180.00',
      tax: '1100.00',
    })
  })

  it('adds a July bonus to the wages when the opening says a bonus was already taxed on its own', async () => {
    const taxes = await withholdMonth(db, BONUS, month(7), [pay(PERSON[BONUS], '10000.00')])
    // 150,000 − 35,000 − 14,000 − 14,000 = 87,000 → 8,700 − 2,520 = 6,180, less the 4,080 withheld: 2,100.
    expect(taxes.get(PERSON[BONUS])).toMatchObject({
      ytdIncome: '150000.00',
      ytdTaxable: '87000.00',
      tax: '2100.00',
      bonus: { amount: '10000.00', method: 'combined', tax: '0.00', separateIn: '2026-06' },
    })
  })

  it('is not used for a month it covers', async () => {
    const june = (await withholdMonth(db, STARTED, month(6), [pay(PERSON[STARTED])])).get(PERSON[STARTED])!
    expect(june).toMatchObject({ ytdIncome: '20000.00', withheldBefore: '0.00' })
  })
})
