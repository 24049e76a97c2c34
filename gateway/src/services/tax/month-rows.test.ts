import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { filingWorkbook, WAGE_HEADERS } from './filing-workbook'
import { oneRecordPerMonth } from './month-rows'
import { separateBonusMonth } from './store'
import type { EtaxWithholdingTable } from './tables'

const record = (employeeId: number, runId: number, figures: Partial<EtaxWithholdingTable>) => ({
  person: { employeeId, name: `P${employeeId}`, jobNumber: `J${employeeId}`, organ: 'R&D', idNumber: '' },
  row: {
    tenant_id: 1,
    run_id: runId,
    employee_id: employeeId,
    month: '2026-03',
    income_fen: 0,
    social_fen: 0,
    special_fen: 0,
    bonus_fen: 0,
    bonus_method: null,
    bonus_tax_fen: 0,
    ytd_income_fen: 0,
    ytd_basic_fen: 0,
    ytd_social_fen: 0,
    ytd_special_fen: 0,
    ytd_taxable_fen: 0,
    rate: '0.03',
    quick_deduction_fen: 0,
    ytd_tax_fen: 0,
    withheld_before_fen: 0,
    tax_fen: 0,
    special_detail: '{}',
    social_detail: '',
    recorded_at: 0,
    ...figures,
  } satisfies EtaxWithholdingTable,
})
const parts = { pension: '1600.00', medical: '400.00', unemployment: '0.00', housingFund: '0.00' }

describe("one filing line per person for all of a month's runs", () => {
  const month = [
    // The monthly run: 20,000 with 2,000 of insurance and a bonus of 36,000 taxed on its own.
    record(1, 11, {
      income_fen: 2_000_000,
      social_fen: 200_000,
      social_detail: JSON.stringify(parts),
      special_fen: 200_000,
      bonus_fen: 3_600_000,
      bonus_method: 'separate',
      bonus_tax_fen: 108_000,
      tax_fen: 39_000,
    }),
    // An off-cycle run: 3,000 of wages and a bonus of 12,000 added to them (the second bonus of the year).
    record(1, 12, {
      income_fen: 300_000,
      bonus_fen: 1_200_000,
      bonus_method: 'combined',
      tax_fen: 45_000,
      ytd_tax_fen: 99,
    }),
    record(2, 11, { income_fen: 1_000_000 }),
  ]

  it('adds up the runs of a person and month, the bonus added to the wages within the income', () => {
    const [first, second] = oneRecordPerMonth(month)
    expect(first.row).toMatchObject({
      income_fen: 3_500_000,
      social_fen: 200_000,
      special_fen: 200_000,
      bonus_fen: 3_600_000,
      bonus_method: 'separate',
      bonus_tax_fen: 108_000,
      tax_fen: 84_000,
      ytd_tax_fen: 99,
      social_detail: JSON.stringify(parts),
    })
    expect(second).toBe(month[2])
  })

  it('writes one line per person in the filing workbook, and the separate bonus once', async () => {
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await filingWorkbook('2026-03', month)) as unknown as ArrayBuffer)
    const wages = book.getWorksheet('正常工资薪金所得')!
    expect(wages.rowCount).toBe(3)
    const income = (line: number) => (wages.getRow(line).values as unknown[])[WAGE_HEADERS.indexOf('本期收入') + 1]
    expect([income(2), income(3)]).toEqual([35_000, 10_000])
    expect(book.getWorksheet('全年一次性奖金收入')!.rowCount).toBe(2)
  })
})

describe('the month a bonus was taxed on its own, over the runs of each month', () => {
  const separate = (month: string, runId: number, bonusFen: number) =>
    record(1, runId, { month, bonus_fen: bonusFen, bonus_method: 'separate' }).row

  it('is the first month whose separate bonuses add up above zero', () => {
    expect(separateBonusMonth([separate('2026-03', 11, 3_600_000)])).toBe('2026-03')
    expect(separateBonusMonth([separate('2026-06', 21, 100), separate('2026-03', 11, 3_600_000)])).toBe('2026-03')
  })

  it('is none once a correction reversed the bonus, so the year keeps its one bonus on its own', () => {
    expect(separateBonusMonth([separate('2026-03', 11, 3_600_000), separate('2026-03', 15, -3_600_000)])).toBeNull()
  })
})
