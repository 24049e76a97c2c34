import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import type { ReportDefinition, ReportParams, ReportTable } from '../../../core/report-registry'
import { reportFile } from './workbook-file'

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The parameters as one line of text under the title: `Month: 2026-10 · Department: 12`. */
export function paramsLine(report: ReportDefinition, params: ReportParams, lang: Lang): string {
  return report.params
    .filter((param) => params[param.name] !== undefined)
    .map((param) => `${param.label[lang]}${lang === 'en' ? ': ' : '：'}${params[param.name]}`)
    .join(' · ')
}

/** Runs a report for a user with checked, resolved parameters. */
export function runReport(
  db: Db,
  report: ReportDefinition,
  who: { tenantId: number; userId: number; now: number; lang: Lang },
  params: ReportParams,
): Promise<ReportTable> {
  return report.run({ db, ...who, params })
}

/** A report's file name: its code and the values of its parameters, e.g. `attendanceMonthly-2026-10.xlsx`. */
export const fileNameOf = (report: ReportDefinition, params: ReportParams): string =>
  `${[report.code, ...report.params.map((param) => params[param.name]).filter((value) => value !== undefined)].join('-')}.xlsx`.replace(
    /[^\w.-]/g,
    '_',
  )

/** The workbook of a report's table. */
export function workbookOf(
  report: ReportDefinition,
  params: ReportParams,
  table: ReportTable,
  lang: Lang,
): Promise<Buffer> {
  return reportFile({ lang, title: report.title[lang], subtitle: paramsLine(report, params, lang), table })
}
