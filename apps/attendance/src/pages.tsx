import { page } from '@hr-portal/kit'
import { AttendanceGridPage } from './attendance-grid-page'
import { BlackoutsPage } from './blackouts/blackouts-page'
import { ClockInPage } from './clock-in-page'
import { LeaveTablePage } from './leave-table-page'
import { LeaveBalancesPage } from './leave-balances/leave-balances-page'
import { LeaveTypesPage } from './leave-types/leave-types-page'
import { MaternityExtraPage } from './maternity-extra-page'
import { MyAttendancePage } from './my-attendance-page'
import { MyLeavePage } from './my-leave-page'
import { OvertimePage } from './overtime-page'
import { OvertimeRequestPage } from './overtime-request-page'
import { PatchCardPage } from './patch-card-page'
import { PunchImportPage } from './punch-import-page'
import { RequestPage } from './request-page'
import { SummaryPage } from './summary-page'
import { TeamLeavePage } from './team-leave/team-leave-page'
import { widgetPages } from './widgets/pages'

const UUID = '[\\w-]{36}'

/** The app's pages and its dashboard widgets. Any other path opens my leave. */
export const pages = [
  page('/leave', () => <MyLeavePage />),
  ...widgetPages,
  page(new RegExp(`^/leave/requests/(?<id>${UUID})$`), ({ id }) => <RequestPage id={id!} />),
  page(new RegExp(`^/leave/patch-cards/(?<id>${UUID})$`), ({ id }) => <PatchCardPage id={id!} />),
  page(new RegExp(`^/leave/maternity-extra/(?<id>${UUID})$`), ({ id }) => <MaternityExtraPage id={id!} />),
  page(new RegExp(`^/overtime/(?<id>${UUID})$`), ({ id }) => <OvertimeRequestPage id={id!} />),
  page('/overtime', () => <OvertimePage />),
  page('/leave-table', () => <LeaveTablePage />),
  page('/clock-in', () => <ClockInPage />),
  page('/my-attendance', () => <MyAttendancePage />),
  page('/team-attendance', () => <AttendanceGridPage key="team" scope="team" />),
  page('/department-attendance', () => <AttendanceGridPage key="department" scope="department" />),
  page('/monthly-summary', () => <SummaryPage />),
  page('/punch-import', () => <PunchImportPage />),
  page('/leave-types', () => <LeaveTypesPage />),
  page('/leave-balances', () => <LeaveBalancesPage />),
  page('/leave-blackouts', () => <BlackoutsPage />),
  page('/team-leave', () => <TeamLeavePage />),
]
