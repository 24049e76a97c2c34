import type { Service } from '../../core/service'
import './handler'
import { leaveRoutes } from './leave-routes'
import { leaveTableRoutes } from './leave-table-routes'
import { maternityExtraDetailRoute, maternityExtraRoutes } from './maternity-extra'
import { patchCardRoutes } from './patch-card-routes'

// The vacation service's public interface: other services and the gateway's startup, seed and tests import only these.
export { balancesOf } from './store'
export { approvedAbsencesOf, leaveTypeNames, type ApprovedLeave, type ApprovedPatchCard } from './absences'

/** §7 vacation: leave types, balances, requests through the workflow, cancel leave, patch card, the leave table,
 * supplementary maternity leave. */
export const vacation: Service = { segment: 'vacation', routes: [leaveRoutes, patchCardRoutes, leaveTableRoutes, maternityExtraRoutes, maternityExtraDetailRoute] }

// The vacation service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { LeaveTypeTable, LeaveBalanceTable, LeaveRequestTable, PatchCardTable, LeaveSupplementTable } from './tables'
export { migrations } from './migrations'
