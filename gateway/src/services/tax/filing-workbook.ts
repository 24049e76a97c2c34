import ExcelJS from 'exceljs'
import type { MonthlyKind } from './deductions'
import { fenOf, moneyOf, moneyOfFen } from '../../core/money'
import type { LabourRecord, PersonRecord } from './scoped-records'
import type { SeveranceRecord } from './scoped-severance'
import type { SocialParts } from './types'
import { oneRecordPerMonth } from './month-rows'

// The layout of the Natural Person e-Tax client's (自然人电子税务局扣缴端) wage-income imports: the headers are the
// template's own, in Chinese, as the client reads them whatever the portal's language.

/** 正常工资薪金所得: the template's 29 columns in its order. */
export const WAGE_HEADERS = [
  '工号',
  '*姓名',
  '*证件类型',
  '*证件号码',
  '本期收入',
  '本期免税收入',
  '基本养老保险费',
  '基本医疗保险费',
  '失业保险费',
  '住房公积金',
  '累计子女教育',
  '累计继续教育',
  '累计住房贷款利息',
  '累计住房租金',
  '累计赡养老人',
  '累计3岁以下婴幼儿照护',
  '累计个人养老金',
  '企业(职业)年金',
  '商业健康保险',
  '税延养老保险',
  '公务交通费用',
  '通讯费用',
  '律师办案费用',
  '西藏附加减除费用',
  '其他',
  '准予扣除的捐赠额',
  '减免税额',
  '协定减免',
  '备注',
] as const

/** 全年一次性奖金收入 (the bonus taxed on its own). */
export const BONUS_HEADERS = [
  '工号',
  '*姓名',
  '*证件类型',
  '*证件号码',
  '*全年一次性奖金额',
  '免税收入',
  '其他',
  '准予扣除的捐赠额',
  '减免税额',
  '备注',
] as const

/** 劳务报酬所得 (a non-employee's labour remuneration, withheld per payment by 预扣率表二). */
export const LABOUR_HEADERS = [
  '工号',
  '*姓名',
  '*证件类型',
  '*证件号码',
  '*所得项目',
  '*本期收入',
  '本期免税收入',
  '商业健康保险',
  '税延养老保险',
  '个人养老金',
  '允许扣除的税费',
  '其他',
  '准予扣除的捐赠额',
  '减免税额',
  '备注',
] as const
/** The income item of an ordinary labour payment in the client's list. */
export const LABOUR_ITEM = '一般劳务报酬所得'

/**
 * 解除劳动合同一次性补偿金 (解除劳动关系一次性补偿收入: a leaver's compensation, taxed on its own above 3 × the local
 * average annual wage): the amount in 本期收入, the exempt part in 本期免税收入; the client works the tax out itself.
 */
export const SEVERANCE_HEADERS = [
  '工号',
  '*姓名',
  '*证件类型',
  '*证件号码',
  '*本期收入',
  '本期免税收入',
  '其他',
  '准予扣除的捐赠额',
  '减免税额',
  '备注',
] as const
export const SEVERANCE_SHEET = '解除劳动合同一次性补偿金'
/** The remark of a compensation line: the tax the run withheld, for the filer to check against the client's. */
export const severanceRemark = (taxFen: number) => `已扣缴税额 ${moneyOfFen(taxFen).toFixed(2)}`

/** The cumulative deduction columns, by the kind they add up. */
const KIND_COLUMNS: Record<MonthlyKind, (typeof WAGE_HEADERS)[number]> = {
  children: '累计子女教育',
  education: '累计继续教育',
  housingLoan: '累计住房贷款利息',
  housingRent: '累计住房租金',
  elderly: '累计赡养老人',
  infant: '累计3岁以下婴幼儿照护',
}

/**
 * A record made before the payroll handed over its social insurance by part has only the total: it goes in 其他 and
 * the four insurance columns stay empty; the remark says so. A record with the parts fills the four columns, and
 * what the total holds beyond them (another kind's share) goes in 其他 with its own remark.
 */
export const SOCIAL_IN_OTHER_REMARK = '其他：个人缴纳的社会保险费和住房公积金合计'
export const SOCIAL_REST_REMARK = '其他：个人缴纳的其他社会保险费'
/** The remark the 60,000 rule asks for on a flagged person's line (国家税务总局公告2020年第19号). */
export const SIXTY_THOUSAND_REMARK = '上年各月均有申报且全年收入不超过6万元'

/** The social insurance cells of a record: the four parts when known, and 其他 with its remark. */
function socialCells(row: { social_fen: number; social_detail: string }): Record<string, string | number> {
  const total = Number(row.social_fen)
  if (!row.social_detail) return total > 0 ? { 其他: amount(total), 备注: SOCIAL_IN_OTHER_REMARK } : { 其他: 0 }
  const parts = JSON.parse(row.social_detail) as SocialParts
  const fen = (value: string) => fenOf(moneyOf(value))
  const cells = {
    基本养老保险费: fen(parts.pension),
    基本医疗保险费: fen(parts.medical),
    失业保险费: fen(parts.unemployment),
    住房公积金: fen(parts.housingFund),
  }
  const rest = total - Object.values(cells).reduce((a, b) => a + b, 0)
  return {
    ...Object.fromEntries(Object.entries(cells).map(([column, value]) => [column, amount(value)])),
    其他: amount(Math.max(rest, 0)),
    ...(rest > 0 ? { 备注: SOCIAL_REST_REMARK } : {}),
  }
}

const amount = (fen: number) => Number(moneyOfFen(fen).toFixed(2))
/** 居民身份证 for an 18-character mainland ID number; else left for the filer to choose. */
const idType = (idNumber: string) => (/^\d{17}[\dXx]$/.test(idNumber) ? '居民身份证' : '')

function sheetOf(book: ExcelJS.Workbook, name: string, headers: readonly string[]) {
  const sheet = book.addWorksheet(name)
  sheet.addRow([...headers]).font = { bold: true }
  sheet.columns.forEach((column, index) => {
    column.width = index < 4 ? 16 : 12
  })
  sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 2 }]
  return sheet
}

/**
 * The month's wage income of each person over all of the month's runs (month-rows.ts; a combined bonus within it), the
 * separate bonuses, the labour remuneration of non-employees and leavers' compensation for ending the contract on
 * sheets of their own; the people flagged under the 60,000 rule for the year carry its remark.
 */
export async function filingWorkbook(
  month: string,
  records: PersonRecord[],
  sixtyThousand: ReadonlySet<number> = new Set(),
  labour: LabourRecord[] = [],
  severance: SeveranceRecord[] = [],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.title = `${month} 工资薪金所得扣缴申报`
  records = oneRecordPerMonth(records)
  const wages = sheetOf(book, '正常工资薪金所得', WAGE_HEADERS)
  for (const { person, row } of records) {
    const cumulative = JSON.parse(row.special_detail) as Partial<Record<MonthlyKind, string>>
    const cells: Record<string, string | number> = {
      工号: person.jobNumber,
      '*姓名': person.name,
      '*证件类型': idType(person.idNumber),
      '*证件号码': person.idNumber,
      本期收入: amount(row.income_fen + (row.bonus_method === 'combined' ? Number(row.bonus_fen) : 0)),
      ...socialCells(row),
    }
    if (sixtyThousand.has(person.employeeId))
      cells.备注 = [SIXTY_THOUSAND_REMARK, cells.备注].filter(Boolean).join('；')
    for (const [kind, column] of Object.entries(KIND_COLUMNS))
      cells[column] = Number(cumulative[kind as MonthlyKind] ?? 0)
    wages.addRow(WAGE_HEADERS.map((header) => cells[header] ?? ''))
  }
  const separate = records.filter(({ row }) => row.bonus_method === 'separate' && Number(row.bonus_fen) > 0)
  if (separate.length) {
    const bonuses = sheetOf(book, '全年一次性奖金收入', BONUS_HEADERS)
    for (const { person, row } of separate) {
      bonuses.addRow([
        person.jobNumber,
        person.name,
        idType(person.idNumber),
        person.idNumber,
        amount(row.bonus_fen),
        '',
        '',
        '',
        '',
        '',
      ])
    }
  }
  if (labour.length) {
    const sheet = sheetOf(book, '劳务报酬所得', LABOUR_HEADERS)
    for (const { person, incomeFen } of labour) {
      const cells: Record<string, string | number> = {
        工号: person.jobNumber,
        '*姓名': person.name,
        '*证件类型': idType(person.idNumber),
        '*证件号码': person.idNumber,
        '*所得项目': LABOUR_ITEM,
        '*本期收入': amount(incomeFen),
      }
      sheet.addRow(LABOUR_HEADERS.map((header) => cells[header] ?? ''))
    }
  }
  if (severance.length) {
    const sheet = sheetOf(book, SEVERANCE_SHEET, SEVERANCE_HEADERS)
    for (const { person, incomeFen, exemptFen, taxFen } of severance) {
      const cells: Record<string, string | number> = {
        工号: person.jobNumber,
        '*姓名': person.name,
        '*证件类型': idType(person.idNumber),
        '*证件号码': person.idNumber,
        '*本期收入': amount(incomeFen),
        本期免税收入: amount(exemptFen),
        备注: severanceRemark(taxFen),
      }
      sheet.addRow(SEVERANCE_HEADERS.map((header) => cells[header] ?? ''))
    }
  }
  for (const sheet of book.worksheets) {
    sheet.eachRow((line, index) => {
      if (index > 1)
        line.eachCell((cell) => {
          if (typeof cell.value === 'number') cell.numFmt = '0.00'
        })
    })
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}
