import { page } from '@hr-portal/kit'
import { BasesPage } from './insurance/bases-page'
import { SchemesPage } from './insurance/schemes-page'
import { ApprovalPage } from './runs/approval-page'
import { RunPage } from './runs/run-page'
import { RunsPage } from './runs/runs-page'
import { GroupsPage } from './setup/groups-page'
import { ItemsPage } from './setup/items-page'
import { ProfilesPage } from './setup/profiles-page'
import { BankFilePage } from './outputs/bank-file-page'
import { MyPayslipsPage } from './payslip/my-payslips-page'
import { ReceiptsPage } from './payslip/receipts-page'
import { widgetPages } from './widgets/pages'

/** The app's pages and its dashboard widgets. A path not listed opens the first. */
export const pages = [
  page('/runs', () => <RunsPage />),
  page(/^\/runs\/(?<id>\d+)$/, ({ id }) => <RunPage id={Number(id)} />),
  page(/^\/approvals\/(?<id>\d+)$/, ({ id }) => <ApprovalPage id={Number(id)} />),
  page('/items', () => <ItemsPage />),
  page('/groups', () => <GroupsPage />),
  page('/profiles', () => <ProfilesPage />),
  page('/insurance-schemes', () => <SchemesPage />),
  page('/insurance-bases', () => <BasesPage />),
  page('/payslips', () => <MyPayslipsPage />),
  // A payslip notice's link: that run's payslip, opened after the password.
  page(/^\/payslips\/(?<id>\d+)$/, ({ id }) => <MyPayslipsPage runId={Number(id)} />),
  page('/payslip-receipts', () => <ReceiptsPage />),
  page('/bank-file', () => <BankFilePage />),
  ...widgetPages,
]
