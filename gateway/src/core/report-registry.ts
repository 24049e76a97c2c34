import type { Db } from './db/types'
import type { Lang } from './lang'
import { wiringOf } from './service'

/** A text in both languages. */
export interface Words {
  zh: string
  en: string
}

/**
 * One parameter of a report: a month (`YYYY-MM`), a department of the tenant (organ id), or a whole number within
 * `min` and `max` (days, months back). The report centre validates every value against this before the report runs.
 */
export type ReportParam =
  | { name: string; kind: 'month'; label: Words; required: boolean }
  | { name: string; kind: 'department'; label: Words; required: boolean }
  | { name: string; kind: 'count'; label: Words; required: boolean; min: number; max: number; default: number }

/** The checked values of a report's parameters: months as `YYYY-MM`, departments and counts as numbers. */
export type ReportParams = Record<string, string | number>

/** One column of a report's table; `numeric` columns are summed in the chart and right-aligned. */
export interface ReportColumn {
  key: string
  title: Words
  numeric?: boolean
}

/** What a report answers: its table and which columns its chart draws (`label` along the axis, `series` as bars). */
export interface ReportTable {
  columns: ReportColumn[]
  rows: Array<Record<string, string | number>>
  chart: { label: string; series: string[] }
}

/** Who a report runs for: the tenant, the user whose data range limits the rows, and the language of the texts. */
export interface ReportRun {
  db: Db
  now: number
  tenantId: number
  userId: number
  lang: Lang
  params: ReportParams
}

/**
 * A report an app offers in the report centre. Services list theirs in their `Service.reports`; the centre shows a
 * report only to users granted its `functionId`, and refuses to run or export it for anyone else.
 * @example { code: 'leaveTaken', app: 'attendance', functionId: '8003', title, params: [{ name: 'month', kind: 'month', … }], run }
 */
export interface ReportDefinition {
  /** Unique across the gateway; subscriptions refer to it. */
  code: string
  /** The app (manifest name) whose data it shows, for grouping in the catalogue. */
  app: string
  functionId: string
  title: Words
  description: Words
  params: ReportParam[]
  run(run: ReportRun): Promise<ReportTable>
}

/** Every report of the gateway's services, in the order they are listed (service-list.ts). */
export const allReports = (db: Db): ReportDefinition[] => [...wiringOf(db).reports.values()]

/** The report named `code`, if any. */
export const reportNamed = (db: Db, code: string): ReportDefinition | undefined => wiringOf(db).reports.get(code)

/** The usual month parameter (required): reports of one month. */
export const MONTH_PARAM: ReportParam = {
  name: 'month',
  kind: 'month',
  label: { zh: '月份', en: 'Month' },
  required: true,
}

/** The usual department parameter (optional: all departments the user may see). */
export const DEPARTMENT_PARAM: ReportParam = {
  name: 'organId',
  kind: 'department',
  label: { zh: '部门', en: 'Department' },
  required: false,
}

/** The department a run asks for with {@link DEPARTMENT_PARAM}, if any. */
export const departmentOf = (params: ReportParams): number | undefined =>
  params.organId === undefined ? undefined : Number(params.organId)
