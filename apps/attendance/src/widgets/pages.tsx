import { page } from '@hr-portal/kit'
import { LeaveBalanceWidget } from './leave-balance-widget'
import { TeamOutWidget } from './team-out-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`); a widget path none names shows nothing. */
export const widgetPages = [
  page('/widgets/leave-balance', () => <LeaveBalanceWidget />),
  page('/widgets/team-out', () => <TeamOutWidget />),
  page('/widgets/*', () => null),
]
