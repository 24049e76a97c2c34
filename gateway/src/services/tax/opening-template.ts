import ExcelJS from 'exceljs'
import { OPENING_COLUMNS, OPENING_HEADER } from './opening-columns'

/** What each column holds, in both languages (the workbook's second sheet). */
const NOTES: Record<string, string> = {
  jobNumber: '员工工号（文本） / The staff member’s job number (text)',
  name: '可选，仅供核对 / Optional, for reading only',
  year: '纳税年度，如 2026 / The tax year, e.g. 2026',
  through:
    '数据截至的月份（1–11），产品从下一个月开始计薪 / The last month (1–11) covered; the product pays from the month after',
  income:
    '本年截至该月累计工资薪金收入（并入工资的奖金含在内） / Wage income of the year so far (bonuses added to wages included)',
  social: '累计个人缴纳的社保和公积金 / Employee social insurance and housing fund so far',
  special: '累计专项附加扣除 / Special additional deductions so far',
  other: '累计其他扣除（如商业健康险、个人养老金） / Other deductions so far (e.g. health insurance, private pension)',
  basicMonths: '已扣除基本减除费用（每月 5,000）的月数 / Months of the basic deduction (5,000 a month) counted',
  tax: '累计已预扣预缴税额 / Tax withheld so far',
  bonusSeparate:
    '本年是否已有年终奖单独计税：是 / 否 / Whether an annual bonus was already taxed separately this year: yes / no',
}

/**
 * The opening-balance import template: the first sheet has the header row, each column titled in Chinese and English
 * (either half alone is also read), job numbers as text so Excel keeps leading zeros; the second explains the columns.
 */
export async function openingTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.title = '期初累计数据 Opening balances'
  const sheet = book.addWorksheet('期初数据 Opening')
  sheet.columns = OPENING_COLUMNS.map((column, i) => ({
    header: OPENING_HEADER[i],
    width: Math.max(14, OPENING_HEADER[i].length),
    style: { numFmt: ['jobNumber', 'name', 'bonusSeparate'].includes(column.field) ? '@' : 'General' },
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 1 }]
  const notes = book.addWorksheet('说明 Notes')
  notes.columns = [
    { header: '列 Column', width: 40 },
    { header: '说明 Meaning', width: 100 },
  ]
  notes.getRow(1).font = { bold: true }
  for (const [i, column] of OPENING_COLUMNS.entries()) notes.addRow([OPENING_HEADER[i], NOTES[column.field]])
  return Buffer.from(await book.xlsx.writeBuffer())
}
