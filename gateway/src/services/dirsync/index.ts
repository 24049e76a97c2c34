import type { Service } from '../../core/service'
import { callbackRoutes } from './callback-routes'
import { confirmRoutes } from './confirm-routes'
import { oldDataRoutes } from './old-data-routes'
import { dirsyncRoutes } from './routes'
import { scheduleRoutes } from './schedule'
import { suiteCallbackRoutes } from './suite-callback-routes'
import { suiteRoutes } from './suite-routes'

// The dirsync service's public interface: the notifications service reads a tenant's connector through these.
export { connectorSettingsFor, directoryClientFor, settledRuns } from './operations'
export { runDueCatchups } from './schedule'
export { closeInterruptedRuns } from './liveness'

/** Directory sync from the messaging platforms (§7 /ums/web/wechat): connectors (typed in, or WeCom's by QR code), full and incremental sync, the log. */
export const dirsync: Service = { segment: 'ums', routes: [dirsyncRoutes, confirmRoutes, oldDataRoutes, callbackRoutes, suiteRoutes, suiteCallbackRoutes, scheduleRoutes] }

export type { DirsyncConnectorTable, DirsyncUnitLinkTable, DirsyncMemberLinkTable, DirsyncRunTable, DirsyncRecordTable, DirsyncReplayTable, DirsyncAuditTable, DirsyncSuiteTicketTable, DirsyncWecomAuthTable } from './tables'
export { migrations } from './migrations'
