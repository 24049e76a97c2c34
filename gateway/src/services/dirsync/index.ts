// The dirsync service's narrow interface: what other services use (this file loads no routes).
export { connectorSettingsFor, directoryClientFor, settledRuns } from './operations'
export { runDueCatchups } from './schedule'
export { closeInterruptedRuns } from './liveness'
export type {
  DirsyncConnectorTable,
  DirsyncUnitLinkTable,
  DirsyncMemberLinkTable,
  DirsyncRunTable,
  DirsyncRecordTable,
  DirsyncReplayTable,
  DirsyncAuditTable,
  DirsyncSuiteTicketTable,
  DirsyncWecomAuthTable,
} from './tables'
