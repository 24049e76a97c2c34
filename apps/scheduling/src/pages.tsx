import { useAppPath } from '@hr-portal/bridge/react'
import { CalendarsPage } from './calendars/calendars-page'
import { GroupsPage } from './groups/groups-page'
import { ShiftTablePage } from './shift-table-page'
import { ShiftTypesPage } from './shift-types/shift-types-page'
import { router } from './shell'
import { SwapPage } from './swaps/swap-page'
import { SwapsPage } from './swaps/swaps-page'

export function App() {
  const path = useAppPath(router)
  const swap = path.match(/^\/swaps\/([\w-]{36})$/)
  if (swap) return <SwapPage id={swap[1]} />
  if (path === '/shift-types') return <ShiftTypesPage />
  if (path === '/groups') return <GroupsPage />
  if (path === '/shifts') return <ShiftTablePage />
  if (path === '/swaps') return <SwapsPage />
  return <CalendarsPage />
}
