import { page } from '@hr-portal/kit'
import { CalendarsPage } from './calendars/calendars-page'
import { GroupsPage } from './groups/groups-page'
import { ShiftTablePage } from './shift-table-page'
import { ShiftTypesPage } from './shift-types/shift-types-page'
import { SwapPage } from './swaps/swap-page'
import { SwapsPage } from './swaps/swaps-page'

/** The app's pages. A path not listed opens the calendars. */
export const pages = [
  page('/calendars', () => <CalendarsPage />),
  page(/^\/swaps\/(?<id>[\w-]{36})$/, ({ id }) => <SwapPage id={id!} />),
  page('/shift-types', () => <ShiftTypesPage />),
  page('/groups', () => <GroupsPage />),
  page('/shifts', () => <ShiftTablePage />),
  page('/swaps', () => <SwapsPage />),
]
