import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../core/db/types'
import { recordMonth, withholdMonth } from '.'
import { month, payOf, openTaxDatabase } from './testing/year-of-pay'

describe('withholdMonth and recordMonth at scale', () => {
  let db: Db
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ db, close } = await openTaxDatabase())
  })
  afterAll(() => close?.())

  it('withholds December for 10,000 people with eleven recorded months each (the time is printed)', async () => {
    const B = 50
    const ids = Array.from({ length: 10_000 }, (_, i) => 10_000 + i)
    const record = (id: number, m: number) => ({
      tenant_id: B,
      run_id: m,
      employee_id: id,
      month: month(m),
      income_fen: 2_000_000,
      social_fen: 200_000,
      special_fen: 0,
      bonus_fen: 0,
      bonus_method: null,
      bonus_tax_fen: 0,
      ytd_income_fen: 0,
      ytd_basic_fen: 0,
      ytd_social_fen: 0,
      ytd_special_fen: 0,
      ytd_taxable_fen: 0,
      rate: '0.10',
      quick_deduction_fen: 0,
      ytd_tax_fen: 0,
      withheld_before_fen: 0,
      tax_fen: m === 1 || m === 2 ? 39_000 : m === 3 ? 60_000 : 130_000,
      special_detail: '{}',
      social_detail: '',
      recorded_at: 0,
    })
    await db.transaction().execute(async (trx) => {
      for (let m = 1; m <= 11; m++)
        for (let i = 0; i < ids.length; i += 400)
          await trx
            .insertInto('etax_withholding')
            .values(ids.slice(i, i + 400).map((id) => record(id, m)))
            .execute()
      for (let i = 0; i < ids.length; i += 400) {
        await trx
          .insertInto('etax_deduction')
          .values(
            ids.slice(i, i + 400).map((id) => ({
              tenant_id: B,
              id,
              employee_id: id,
              year: 2026,
              kind: 'children',
              start_month: 1,
              end_month: 12,
              choice: '',
              share: 100,
              amount_fen: 200_000,
              note: '',
              updated_at: 0,
            })),
          )
          .execute()
      }
    })
    const started = performance.now()
    const taxes = await withholdMonth(
      db,
      B,
      '2026-12',
      ids.map((id) => payOf(id, 12)!),
    )
    const withheld = performance.now() - started
    await recordMonth(db, B, 12, [...taxes.values()])
    const recorded = performance.now() - started - withheld
    console.log(`withholdMonth for 10,000 people: ${Math.round(withheld)} ms; recordMonth: ${Math.round(recorded)} ms`)
    expect(taxes.size).toBe(10_000)
    // 240,000 − 60,000 − 24,000 − 24,000 = 132,000 → 13,200 − 2,520 = 10,680; withheld 390 + 390 + 600 + 8 × 1,300 = 11,780: 0 this month.
    expect(taxes.get(ids[0])).toMatchObject({
      ytdTaxable: '132000.00',
      ytdTax: '10680.00',
      withheldBefore: '11780.00',
      tax: '0.00',
    })
  }, 120_000)
})
