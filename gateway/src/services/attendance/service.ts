import type { Service } from '../../core/service'
import { attendanceSummaryReport } from './report'
import { clockInRoutes } from './clock-in-routes'
import { importRoutes } from './import-routes'
import { offerRoutes } from './offer-routes'
import { resultRoutes } from './result-routes'
import { summaryRoutes } from './summary-routes'
import { migrations } from './migrations'
import { recomputeOnChange } from './recompute'

/** Attendance: clock-in with location, punch import, daily results (judged and stored), the monthly summary with its lock and export, overtime offered from punches. */
export const attendance: Service = {
  name: 'kaoqin',
  migrations,
  handlers: [recomputeOnChange],
  routes: [clockInRoutes, importRoutes, resultRoutes, summaryRoutes, offerRoutes],
  reports: [attendanceSummaryReport],
}
