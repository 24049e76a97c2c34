import type { Service } from '../../core/service'
import { centerRoutes } from './center-routes'
import { definitionRoutes } from './definition-routes'
import { absenceStartRoutes } from './delegation/absence-start'
import { delegationRoutes } from './delegation/routes'
import { formRoutes } from './form-routes'
import { remindRoutes } from './remind-routes'

// The workflow service's public interface: other services and the gateway's startup, seed and tests import only these.
export { managerAt } from './approvers'
export { centerCounts, centerPage } from './center-queries'
export { saveDefinition } from './definition'
export { canView } from './detail'
export { dispatchWorkflowNotices, startInstance } from './engine'
export { instantOfWall, registerTenantTimeZone, tenantTimeZone } from './delegation/zone'
export { fireEvent } from './fire-event'
export { registerBizHandler } from './handlers'
export { registerAppRequests } from './source-apps'
export { loadInstance, summaryIn, titleIn } from './store'

/** §7 workflow: the approval-form events, the approval centre, reminders and candidates, definitions, delegation. */
export const workflow: Service = { segment: 'workflow', routes: [formRoutes, centerRoutes, remindRoutes, definitionRoutes, delegationRoutes, absenceStartRoutes] }

// The workflow service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { WfDefinitionTable, WfInstanceTable, WfTaskTable, WfActionTable, WfAbsenceTable } from './tables'
export { migrations } from './migrations'
