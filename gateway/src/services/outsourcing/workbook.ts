import ExcelJS from 'exceljs'
import type { Lang } from '../../core/lang'
import type { lineView } from './statement'

const HEADINGS = {
  zh: ['姓名', '部门', '计费方式', '费率', '出勤天数', '出勤小时', '金额'],
  en: ['Name', 'Department', 'Billed per', 'Rate', 'Days worked', 'Hours worked', 'Amount'],
}
const UNITS = { zh: { hour: '小时', day: '天', month: '月' }, en: { hour: 'hour', day: 'day', month: 'month' } }
const TOTAL = { zh: '合计', en: 'Total' }
const CONFIRMED = { zh: '已确认', en: 'confirmed' }

/** A provider's monthly statement as an .xlsx workbook: a row per line, then the total; amounts as decimal text kept exact. */
export async function statementWorkbook(
  lang: Lang,
  statement: {
    providerName: string
    month: string
    confirmed: boolean
    total: string
    lines: ReturnType<typeof lineView>[]
  },
): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const title = `${statement.providerName} ${statement.month}`
  book.title = statement.confirmed ? `${title} (${CONFIRMED[lang]})` : title
  const sheet = book.addWorksheet(statement.month)
  sheet.addRow(HEADINGS[lang]).font = { bold: true }
  for (const line of statement.lines) {
    sheet.addRow([
      line.workerName,
      line.organName,
      UNITS[lang][line.rateUnit as keyof typeof UNITS.en] ?? line.rateUnit,
      Number(line.rate),
      line.daysWorked,
      Number(line.hoursWorked),
      Number(line.amount),
    ])
  }
  sheet.addRow([TOTAL[lang], '', '', '', '', '', Number(statement.total)]).font = { bold: true }
  for (const key of [4, 6, 7]) sheet.getColumn(key).numFmt = '0.00'
  sheet.columns.forEach((column) => {
    column.width = 16
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await book.xlsx.writeBuffer())
}
