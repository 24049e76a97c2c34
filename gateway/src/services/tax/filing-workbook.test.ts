import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { filingWorkbook, WAGE_HEADERS } from './filing-workbook'
import type { EtaxWithholdingTable } from './tables'

const row = (employeeId: number, social: number, socialDetail: string): EtaxWithholdingTable => ({
  tenant_id: 1,
  run_id: 1,
  employee_id: employeeId,
  month: '2026-03',
  income_fen: 2_000_000,
  social_fen: social,
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
  social_detail: socialDetail,
  recorded_at: 0,
})
const person = (employeeId: number) => ({
  employeeId,
  name: `P${employeeId}`,
  jobNumber: `J${employeeId}`,
  organ: 'R&D',
  idNumber: '11010519900307001X',
})

async function linesOf(records: Parameters<typeof filingWorkbook>[1]) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await filingWorkbook('2026-03', records)) as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('正常工资薪金所得')!
  return records.map((_, index) => {
    const values = sheet.getRow(index + 2).values as unknown[]
    return (column: (typeof WAGE_HEADERS)[number]) => values[WAGE_HEADERS.indexOf(column) + 1]
  })
}

describe('the wage filing workbook', () => {
  it('fills the four insurance columns from the parts, and puts only what is beyond them in 其他', async () => {
    const parts = { pension: '1600.00', medical: '400.00', unemployment: '100.00', housingFund: '1200.00' }
    const [exact, beyond] = await linesOf([
      { person: person(1), row: row(1, 330_000, JSON.stringify(parts)) },
      { person: person(2), row: row(2, 335_050, JSON.stringify(parts)) },
    ])
    expect(
      ['基本养老保险费', '基本医疗保险费', '失业保险费', '住房公积金', '其他', '备注'].map((c) => exact(c as never)),
    ).toEqual([1600, 400, 100, 1200, 0, ''])
    expect([beyond('住房公积金'), beyond('其他'), beyond('备注')]).toEqual([
      1200,
      50.5,
      '其他：个人缴纳的其他社会保险费',
    ])
  })

  it('puts the total in 其他 with its remark for a record made without the parts', async () => {
    const [old] = await linesOf([{ person: person(3), row: row(3, 200_000, '') }])
    expect([old('基本养老保险费'), old('其他'), old('备注')]).toEqual([
      '',
      2000,
      '其他：个人缴纳的社会保险费和住房公积金合计',
    ])
  })
})
