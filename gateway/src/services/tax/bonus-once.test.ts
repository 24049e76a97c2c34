import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../core/db/types'
import { recordMonth, withholdMonth, type MonthTax } from '.'
import { openTaxDatabase } from './testing/year-of-pay'
import { addStaff } from './testing/staff'

const B = 61
const SEPARATE = 6101
const CHOOSER = 6102

describe('the annual bonus taxed on its own at most once a year (财税〔2018〕164号)', () => {
  let db: Db
  let close: () => Promise<void>

  /** Withholds and records one month ('YYYY-MM') for the people given, each paid 10,000 with 1,000 social insurance. */
  const pay = async (month: string, bonuses: Record<number, string>): Promise<Map<number, MonthTax>> => {
    const people = Object.entries(bonuses).map(([id, bonus]) => ({
      employeeId: Number(id),
      income: '10000.00',
      social: '1000.00',
      bonus,
    }))
    const taxes = await withholdMonth(db, B, month, people)
    await recordMonth(db, B, Number(month.replace('-', '')), [...taxes.values()])
    return taxes
  }
  const choose = (employeeId: number, year: number, method: string) =>
    db
      .insertInto('etax_bonus_method')
      .values({ tenant_id: B, employee_id: employeeId, year, method, updated_at: 0 })
      .onConflict((oc) => oc.columns(['tenant_id', 'employee_id', 'year']).doUpdateSet({ method }))
      .execute()

  beforeAll(async () => {
    ;({ db, close } = await openTaxDatabase())
    await addStaff(db, B, [
      { id: SEPARATE, entry: '2018-03-01' },
      { id: CHOOSER, entry: '2018-03-01' },
    ])
  })
  afterAll(() => close?.())

  it('taxes the first bonus of the year on its own and adds the second to that month’s wages, saying when the first was', async () => {
    await choose(CHOOSER, 2026, 'combined')
    for (const m of ['01', '02']) await pay(`2026-${m}`, { [SEPARATE]: '0.00', [CHOOSER]: '0.00' })
    // March: 36,000 ÷ 12 = 3,000 → 3 %: 1,080 on its own; the wages 30,000 − 15,000 − 3,000 = 12,000 → 360 − 240 = 120.
    const march = (await pay('2026-03', { [SEPARATE]: '36000.00', [CHOOSER]: '36000.00' })).get(SEPARATE)!
    expect(march).toMatchObject({ tax: '120.00', bonus: { amount: '36000.00', method: 'separate', tax: '1080.00' } })
    expect(march.bonus).not.toHaveProperty('separateIn')
    for (const m of ['04', '05']) await pay(`2026-${m}`, { [SEPARATE]: '0.00', [CHOOSER]: '0.00' })
    // June: 60,000 + 24,000 − 30,000 − 6,000 = 48,000 → 4,800 − 2,520 = 2,280, less 600 withheld in January–May.
    const june = (await pay('2026-06', { [SEPARATE]: '24000.00', [CHOOSER]: '0.00' })).get(SEPARATE)!
    expect(june).toMatchObject({
      ytdIncome: '84000.00',
      ytdTaxable: '48000.00',
      ytdTax: '2280.00',
      withheldBefore: '600.00',
      tax: '1680.00',
      bonus: { amount: '24000.00', method: 'combined', tax: '0.00', separateIn: '2026-03' },
    })
    const recorded = await db
      .selectFrom('etax_withholding')
      .select(['month', 'bonus_method', 'bonus_tax_fen', 'bonus_separate_in'])
      .where('tenant_id', '=', B)
      .where('employee_id', '=', SEPARATE)
      .where('bonus_fen', '>', 0)
      .orderBy('month')
      .execute()
    expect(recorded).toEqual([
      { month: '2026-03', bonus_method: 'separate', bonus_tax_fen: 108_000, bonus_separate_in: '' },
      { month: '2026-06', bonus_method: 'combined', bonus_tax_fen: 0, bonus_separate_in: '2026-03' },
    ])
  })

  it('lets the person choose which bonus is taxed on its own: one combined first, the later one on its own', async () => {
    // CHOOSER combined March's bonus; choosing 'separate' for the year now taxes July's on its own, once.
    await choose(CHOOSER, 2026, 'separate')
    const july = (await pay('2026-07', { [CHOOSER]: '60000.00' })).get(CHOOSER)!
    // 60,000 ÷ 12 = 5,000 → 10 % less 210: 5,790.
    expect(july.bonus).toEqual({ amount: '60000.00', method: 'separate', tax: '5790.00' })
    const august = (await pay('2026-08', { [CHOOSER]: '1000.00' })).get(CHOOSER)!
    expect(august.bonus).toEqual({ amount: '1000.00', method: 'combined', tax: '0.00', separateIn: '2026-07' })
  })

  it('allows a bonus on its own again in a new tax year', async () => {
    const january = (await pay('2027-01', { [SEPARATE]: '36000.00' })).get(SEPARATE)!
    expect(january).toMatchObject({ ytdIncome: '10000.00', bonus: { method: 'separate', tax: '1080.00' } })
    expect(january.bonus).not.toHaveProperty('separateIn')
  })
})
