import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
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
import { router } from './shell'
import { isWidgetPath, Widget } from './widgets/widget'

/** The app's pages: a path pattern and its page, given the pattern's captures. A path not listed opens the first. */
const PAGES: Array<[RegExp, ComponentType<{ params: string[] }>]> = [
  [/^\/runs$/, () => <RunsPage />],
  [/^\/runs\/(\d+)$/, ({ params }) => <RunPage id={Number(params[0])} />],
  [/^\/approvals\/(\d+)$/, ({ params }) => <ApprovalPage id={Number(params[0])} />],
  [/^\/items$/, () => <ItemsPage />],
  [/^\/groups$/, () => <GroupsPage />],
  [/^\/profiles$/, () => <ProfilesPage />],
  [/^\/insurance-schemes$/, SchemesPage],
  [/^\/insurance-bases$/, BasesPage],
  [/^\/payslips$/, MyPayslipsPage],
  [/^\/payslip-receipts$/, ReceiptsPage],
  [/^\/bank-file$/, BankFilePage],
]

export function App() {
  const path = useAppPath(router)
  if (isWidgetPath(path)) return <Widget />
  for (const [pattern, Page] of PAGES) {
    const match = path.match(pattern)
    if (match) return <Page params={match.slice(1)} />
  }
  const [, First] = PAGES[0]
  return <First params={[]} />
}
