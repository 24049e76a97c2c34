import { useAppPath } from '@hr-portal/bridge/react'
import { LeaveTablePage } from './leave-table-page'
import { MaternityExtraPage } from './maternity-extra-page'
import { MyLeavePage } from './my-leave-page'
import { OvertimePage } from './overtime-page'
import { OvertimeRequestPage } from './overtime-request-page'
import { PatchCardPage } from './patch-card-page'
import { RequestPage } from './request-page'
import { router } from './shell'

export function App() {
  const path = useAppPath(router)
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
  return <MyLeavePage />
}
