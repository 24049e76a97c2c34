import type { Service } from '../../core/service'
import { fileRoutes } from './file-routes'
import { ielRoutes } from './iel-routes'
import { importRoutes } from './import-routes'
import { linkRoutes } from './link-routes'
import { previewRoutes } from './preview-routes'
import { uploadRoutes } from './upload-routes'

// The filecenter service's public interface: its routes, and the off-the-event-loop table reader other imports use.
export { readTable, TableRefused, type Table } from './import/read-table'
/** One file of the tenant (the user's own unless null) and sending it whole: for services that hand out files by reference (training materials). */
export { findFile } from './files'
/** A signed link (about 1 day) served by the gateway itself with Range requests: what a `<video>` of another service plays. */
export { gatewayLinkOf } from './files'
export { sendFile } from './file-routes'
/** A file's type read from its content (never its name), for other services' uploads. */
export { sniff, type Sniffed } from './sniff'
/** File centre (filecenter, §7 /filecenter/web/upLoad and object storage): uploads, lists, signed links, previews, import tasks and their list (IEL). */
export const filecenter: Service = { segment: 'filecenter', routes: [uploadRoutes, fileRoutes, linkRoutes, previewRoutes, importRoutes, ielRoutes] }

// The filecenter service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { FileObjectTable, FileTaskTable } from './tables'
export { migrations } from './migrations'
