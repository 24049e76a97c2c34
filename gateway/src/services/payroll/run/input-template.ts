import ExcelJS from 'exceljs'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { salaryWord } from '../errors'
import type { SalaryRunTable } from '../tables'
import { inputItemsOf } from './inputs'
import { ownValue } from './line-math'

/**
 * The import template of a run, an Excel workbook in `lang`: job number, name, and a column per input item of the
 * group (entered per month), a row per person in the run with the amounts entered so far. Job numbers are text cells,
 * so Excel keeps their leading zeros; amounts are numbers with two places.
 */
export async function inputTemplate(db: Db, run: SalaryRunTable, lang: Lang): Promise<Buffer> {
  const tenantId = run.tenant_id
  const [items, people] = await Promise.all([
    inputItemsOf(db, tenantId, run.group_id),
    db
      .selectFrom('salary_line')
      .innerJoin('employee', (join) =>
        join
          .onRef('employee.tenant_id', '=', 'salary_line.tenant_id')
          .onRef('employee.id', '=', 'salary_line.employee_id'),
      )
      .select(['salary_line.inputs', 'employee.job_number', 'employee.name'])
      .where('salary_line.tenant_id', '=', tenantId)
      .where('salary_line.run_id', '=', run.id)
      .orderBy('employee.job_number')
      .execute(),
  ])
  const book = new ExcelJS.Workbook()
  book.title = `${salaryWord(lang, 'templateFile')} ${run.month}`
  const sheet = book.addWorksheet(salaryWord(lang, 'templateSheet'))
  sheet.columns = [
    { header: salaryWord(lang, 'jobNumber'), width: 16, style: { numFmt: '@' } },
    { header: salaryWord(lang, 'personName'), width: 14 },
    ...items.map((item) => ({
      header: lang === 'en' ? item.name_en : item.name_zh,
      width: 16,
      style: { numFmt: '0.00' },
    })),
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 2 }]
  for (const person of people) {
    const inputs = JSON.parse(person.inputs) as Record<string, string>
    sheet.addRow([
      person.job_number,
      person.name,
      ...items.map((item) => (ownValue(inputs, item.code) === undefined ? null : Number(ownValue(inputs, item.code)))),
    ])
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}
