// The workflow service's narrow interface: what other services use (this file loads no routes).
export { managerAt } from './approvers'
export { centerCounts, centerPage } from './center-queries'
export { saveDefinition } from './definition'
export { canView } from './detail'
export { dispatchWorkflowNotices, startInstance } from './engine'
export { instantOfWall, TENANT_TIME_ZONE, tenantTimeZone } from './delegation/zone'
export { fireEvent } from './fire-event'
export { BIZ_HANDLERS, bizHandler } from './handlers'
export type { BizHandler } from './types'
export { APP_REQUESTS, appRequests, type AppRequestIds } from './source-apps'
export { loadInstance, summaryIn, titleIn } from './store'
// The workflow service's tables: their row types (merged into core's Database).
export type { WfDefinitionTable, WfInstanceTable, WfTaskTable, WfActionTable, WfAbsenceTable } from './tables'
