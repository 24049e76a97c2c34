import type { Service } from '../../core/service'
import { leaveTakenReport } from './report'
import './handler'
import './overtime-handler'
import { leaveRoutes } from './leave-routes'
import { leaveTypeRoutes } from './leave-type-routes'
import { leaveTableRoutes } from './leave-table-routes'
import { overtimeRoutes } from './overtime-routes'
import { maternityExtraDetailRoute, maternityExtraRoutes } from './maternity-extra'
import { patchCardRoutes } from './patch-card-routes'
import { toilRoutes } from './toil-routes'

// The vacation service's public interface: other services and the gateway's startup, seed and tests import only these.
export { balancesOf, LEAVE_FUNCTIONS } from './store'
export { approvedAbsencesOf, leaveTypeNames, unpaidLeaveTypes, type ApprovedLeave, type ApprovedPatchCard } from './absences'
// Where a patch card may be asked (the apply route's rule), for the staff's attendance month (services/kaoqin).
export { patchWindowOf, patchCardsAskedOf, PATCH_WORKING_DAYS, type PatchWindow, type PatchVerdict } from './patch-window'

/** §7 vacation: leave types (and HR's settings of them), balances, requests through the workflow, cancel leave, patch
 * card, the leave table, supplementary maternity leave, overtime and time off in lieu. */
export const vacation: Service = { segment: 'vacation', routes: [leaveRoutes, leaveTypeRoutes, patchCardRoutes, leaveTableRoutes, maternityExtraRoutes,
  maternityExtraDetailRoute, overtimeRoutes, toilRoutes], reports: [leaveTakenReport] }

// The vacation service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { LeaveTypeTable, LeaveBalanceTable, LeaveRequestTable, PatchCardTable, LeaveSupplementTable,
  OvertimeRequestTable, LeaveCreditTable, LeaveSettingTable } from './tables'
export { migrations } from './migrations'

// Approved overtime, for attendance results and the monthly summary (services/kaoqin).
export { approvedOvertimeOf, type ApprovedOvertime } from './overtime-reads'
