import { useAppPath } from '@hr-portal/bridge/react'
import { ChangePage } from './contracts/change-page'
import { ContractPage } from './contracts/contract-page'
import { ContractsPage } from './contracts/contracts-page'
import { LeftStaffPage } from './left/left-staff-page'
import { MyRecordPage } from './record/my-record-page'
import { RecordPage } from './record/record-page'
import { OnboardPage } from './onboarding/onboard-page'
import { RecordsPage } from './records/records-page'
import { router } from './shell'
import { isWidgetPath, Widget } from './widgets/widget'

/**
 * Routes: /records (list), /records/new (onboarding), /records/:id (a record; intent staff.record), /left,
 * /me, /contracts (list), /contracts/:id (a contract), /contracts/changes/:id (a renewal or termination; its intents),
 * and the dashboard widgets under /widgets.
 */
export function App() {
  const path = useAppPath(router)
  if (isWidgetPath(path)) return <Widget />
  if (path.startsWith('/records/new')) return <OnboardPage />
  const record = path.match(/^\/records\/(\d+)/)
  if (record) return <RecordPage key={record[1]} id={Number(record[1])} />
  const change = path.match(/^\/contracts\/changes\/([0-9a-f-]{36})/)
  if (change) return <ChangePage id={change[1]} />
  const contract = path.match(/^\/contracts\/(\d+)/)
  if (contract) return <ContractPage key={contract[1]} id={Number(contract[1])} />
  if (path.startsWith('/contracts')) return <ContractsPage />
  if (path.startsWith('/left')) return <LeftStaffPage />
  if (path.startsWith('/me')) return <MyRecordPage />
  return <RecordsPage />
}
