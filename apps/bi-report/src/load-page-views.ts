import type { PageViewReport } from '@hr-portal/api/client/report'
import type { Http } from '@hr-portal/bridge/http'

/** The page-views report (POST /report/web/track/pageViews), typed by the contract (api/src/report). */
export type { PageViewReport }

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0
const isText = (v: unknown): v is string => typeof v === 'string'
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const rowsOf = <T>(value: unknown, keep: (row: Record<string, unknown>) => boolean): T[] =>
  (Array.isArray(value) ? value : []).filter((row): row is Record<string, unknown> => isRecord(row) && keep(row)) as T[]

/** The gateway's answer, checked before it is shown; rows that are not well formed are dropped. */
export function readPageViews(value: unknown): PageViewReport {
  if (!isRecord(value) || !isCount(value.days) || !isCount(value.totalViews))
    throw new Error('the page-views report is not in the expected shape')
  return {
    days: value.days,
    totalViews: value.totalViews,
    pages: rowsOf(value.pages, (r) => isText(r.app) && isText(r.page) && isCount(r.views) && isCount(r.users)),
    menus: rowsOf(value.menus, (r) => isText(r.app) && isText(r.name) && isText(r.page) && isCount(r.clicks)),
    daily: rowsOf(value.daily, (r) => isText(r.day) && isCount(r.views)),
    custom: rowsOf(value.custom, (r) => isText(r.app) && isText(r.name) && isCount(r.count)),
  }
}

/** Page views, menu clicks and app events of the last `days` days (function 4003: 403001 otherwise). */
export async function loadPageViews(http: Http, days: number): Promise<PageViewReport> {
  const answer = await http.postJson('/report/web/track/pageViews', { days })
  return readPageViews(answer.result ?? answer.data)
}
