import type { Service } from '../../core/service'
import { leaveTakenReport } from './report'
import { leaveRoutes } from './leave-routes'
import { leaveTypeListRoutes } from './leave-type-list-routes'
import { leaveTypeRoutes } from './leave-type-routes'
import { leaveTableRoutes } from './leave-table-routes'
import { overtimeRoutes } from './overtime-routes'
import { maternityExtraDetailRoute, maternityExtraRoutes } from './maternity-extra'
import { patchCardRoutes } from './patch-card-routes'
import { toilRoutes } from './toil-routes'
import { migrations } from './migrations'
import { leaveHandler, maternityExtraHandler, patchCardHandler } from './handler'
import { overtimeHandler } from './overtime-handler'
import { joinerBalances, leaverBalances, newTenantLeaveTypes, recordBalances } from './entitlement/listeners'
import { rolloverRoutes } from './entitlement/rollover'
import { rolloverTaskReader } from './entitlement/rollover-tasks'
import { previewRoutes } from './entitlement/preview-routes'
import { balanceHrRoutes } from './entitlement/hr-routes'
import { leaveBalancesReport } from './entitlement/balance-report'
import { blackoutRoutes } from './blackouts/routes'
import { teamCalendarRoutes } from './team-calendar/routes'
import { leaveConditionFields } from './condition-fields'

/** §7 vacation: leave types (and HR's settings of them), balances, requests through the workflow, cancel leave, patch
 * card, the leave table, supplementary maternity leave, overtime and time off in lieu. */
export const leave: Service = {
  name: 'vacation',
  migrations,
  handlers: [
    leaveHandler,
    patchCardHandler,
    maternityExtraHandler,
    overtimeHandler,
    newTenantLeaveTypes,
    joinerBalances,
    leaverBalances,
    recordBalances,
    rolloverTaskReader,
    ...leaveConditionFields,
  ],
  routes: [
    leaveTypeListRoutes,
    leaveRoutes,
    leaveTypeRoutes,
    patchCardRoutes,
    leaveTableRoutes,
    maternityExtraRoutes,
    maternityExtraDetailRoute,
    overtimeRoutes,
    toilRoutes,
    rolloverRoutes,
    previewRoutes,
    balanceHrRoutes,
    blackoutRoutes,
    teamCalendarRoutes,
  ],
  reports: [leaveTakenReport, leaveBalancesReport],
}
