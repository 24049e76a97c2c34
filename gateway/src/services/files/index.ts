// The filecenter service's narrow interface: what other services use (this file loads no routes).
export { readTable, TableRefused, type Table } from './import/read-table'
/** One file of the tenant (the user's own unless null) and sending it whole: for services that hand out files by reference (training materials). */
export { findFile } from './files'
/** A signed link (about 1 day) served by the gateway itself with Range requests: what a `<video>` of another service plays. */
export { gatewayLinkOf } from './files'
export { sendFile } from './send-file'
/** A file's type read from its content (never its name), for other services' uploads. */
export { sniff, type Sniffed } from './sniff'
// The task monitor's read of a user's own long jobs (the message centre's Tasks view).
// The filecenter service's tables: their row types (merged into core's Database).
export type { FileObjectTable, FileTaskTable } from './tables'
