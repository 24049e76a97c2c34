import { callThrough } from '@hr-portal/api/client'
import { type ParamValues, reportApi, type Schedule } from '@hr-portal/api/client/report'
import { http } from '@hr-portal/kit'

// The report centre's answers, typed by the contract (api/src/report).
export type {
  CatalogueReport,
  Department,
  ParamValues,
  ReportParam,
  ReportTable,
  Run,
  Schedule,
  Subscription,
} from '@hr-portal/api/client/report'

const report = reportApi(callThrough(http))

/** The report centre (/report/web/centre), subscriptions (/report/web/subscription) and §7 report remind calls. */
export const api = {
  catalogue: () => report.centre.catalogue(),
  run: (code: string, params: ParamValues) => report.centre.run({ code, params }),
  exportFile: (code: string, params: ParamValues) => report.centre.export({ code, params }),
  subscribe: (code: string, params: ParamValues, schedule: Schedule) =>
    report.subscriptions.save({ code, params, ...schedule }),
  subscriptions: () => report.subscriptions.list().then((r) => r.rows),
  pause: (id: string, paused: boolean) => report.subscriptions.pause({ id, paused }),
  remove: (id: string) => report.subscriptions.remove({ id }),
  unread: () => report.remind.count().then((r) => r.unread),
  runs: (page: number, rows: number) => report.remind.list({ page, rows }),
  runDetail: (id: string) => report.remind.detail({ id }),
  runItems: (id: string) => report.remind.items({ id }),
  exportRun: (id: string) => report.remind.export({ id }),
  markAllRead: () => report.remind.markAllRead(),
}
