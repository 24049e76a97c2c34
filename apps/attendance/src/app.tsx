import { useAppPath } from '@hr-portal/bridge/react'
import { AttendanceGridPage } from './attendance-grid-page'
import { ClockInPage } from './clock-in-page'
import { LeaveTablePage } from './leave-table-page'
import { LeaveTypesPage } from './leave-types/leave-types-page'
import { MaternityExtraPage } from './maternity-extra-page'
import { MyAttendancePage } from './my-attendance-page'
import { MyLeavePage } from './my-leave-page'
import { OvertimePage } from './overtime-page'
import { OvertimeRequestPage } from './overtime-request-page'
import { PatchCardPage } from './patch-card-page'
import { PunchImportPage } from './punch-import-page'
import { RequestPage } from './request-page'
import { router } from './shell'
import { isWidgetPath, Widget } from './widgets/widget'
import { SummaryPage } from './summary-page'

export function App() {
  const path = useAppPath(router)
  if (isWidgetPath(path)) return <Widget />
  const request = path.match(/^\/leave\/requests\/([\w-]{36})$/)
  if (request) return <RequestPage id={request[1]} />
  const patch = path.match(/^\/leave\/patch-cards\/([\w-]{36})$/)
  if (patch) return <PatchCardPage id={patch[1]} />
  const extra = path.match(/^\/leave\/maternity-extra\/([\w-]{36})$/)
  if (extra) return <MaternityExtraPage id={extra[1]} />
  const overtime = path.match(/^\/overtime\/([\w-]{36})$/)
  if (overtime) return <OvertimeRequestPage id={overtime[1]} />
  if (path === '/overtime') return <OvertimePage />
  if (path === '/leave-table') return <LeaveTablePage />
  if (path === '/clock-in') return <ClockInPage />
  if (path === '/my-attendance') return <MyAttendancePage />
  if (path === '/team-attendance') return <AttendanceGridPage key="team" scope="team" />
  if (path === '/department-attendance') return <AttendanceGridPage key="department" scope="department" />
  if (path === '/monthly-summary') return <SummaryPage />
  if (path === '/punch-import') return <PunchImportPage />
  if (path === '/leave-types') return <LeaveTypesPage />
  return <MyLeavePage />
}
