import ExcelJS from 'exceljs'
import type { Lang } from '../../core/lang'
import type { Person } from './scope'
import type { MonthSummary } from './summary'
import { say } from './texts'

/** The monthly summary as an .xlsx workbook: a row per person, a column pair (days, hours) per leave type. */
export async function summaryWorkbook(
  lang: Lang,
  month: string,
  locked: boolean,
  rows: { person: Person; summary: MonthSummary }[],
  types: { code: string; nameZh: string; nameEn: string }[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  // Whether the figures are the locked month's frozen ones: in the file's properties, the sheet stays rows of people.
  book.title = `${say(lang, 'sheet', { month })}${locked ? ` (${say(lang, 'locked')})` : ''}`
  const sheet = book.addWorksheet(say(lang, 'sheet', { month }).slice(0, 31))
  const typeName = (code: string) => {
    const type = types.find((t) => t.code === code)
    return type ? (lang === 'en' ? type.nameEn : type.nameZh) : code
  }
  const used = types.map((t) => t.code).filter((code) => rows.some((r) => r.summary.leave[code]))
  for (const row of rows) for (const code of Object.keys(row.summary.leave)) if (!used.includes(code)) used.push(code)
  sheet.addRow([
    say(lang, 'jobNumber'),
    say(lang, 'name'),
    say(lang, 'daysDue'),
    say(lang, 'daysWorked'),
    say(lang, 'lateCount'),
    say(lang, 'lateMinutes'),
    say(lang, 'earlyCount'),
    say(lang, 'earlyMinutes'),
    say(lang, 'absentDays'),
    say(lang, 'missingPunches'),
    ...used.flatMap((code) => [
      say(lang, 'leaveDays', { type: typeName(code) }),
      say(lang, 'leaveHours', { type: typeName(code) }),
    ]),
    say(lang, 'overtimeHours'),
  ]).font = { bold: true }
  for (const { person, summary: s } of rows) {
    sheet.addRow([
      person.job_number,
      person.name,
      s.daysDue,
      s.daysWorked,
      s.lateCount,
      s.lateMinutes,
      s.earlyCount,
      s.earlyMinutes,
      s.absentDays,
      s.missingPunches,
      ...used.flatMap((code) => [s.leave[code]?.days ?? 0, s.leave[code]?.hours ?? 0]),
      s.overtimeHours,
    ])
  }
  sheet.columns.forEach((column) => {
    column.width = 14
  })
  sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 2 }]
  return Buffer.from(await book.xlsx.writeBuffer())
}
