import { useAppPath } from '@hr-portal/bridge/react'
import { LeftStaffPage } from './left/left-staff-page'
import { MyRecordPage } from './record/my-record-page'
import { RecordPage } from './record/record-page'
import { OnboardPage } from './onboarding/onboard-page'
import { RecordsPage } from './records/records-page'
import { router } from './shell'

/** Routes: /records (list), /records/new (onboarding), /records/:id (a record; intent staff.record), /left, /me. */
export function App() {
  const path = useAppPath(router)
  if (path.startsWith('/records/new')) return <OnboardPage />
  const record = path.match(/^\/records\/(\d+)/)
  if (record) return <RecordPage id={Number(record[1])} />
  if (path.startsWith('/left')) return <LeftStaffPage />
  if (path.startsWith('/me')) return <MyRecordPage />
  return <RecordsPage />
}
