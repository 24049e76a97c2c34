import type { Migration } from 'kysely'
import type { Service } from '../../core/service'
import { centerRoutes } from './center-routes'
import { definitionRoutes } from './definition-routes'
import { formRoutes } from './form-routes'
import { remindRoutes } from './remind-routes'

// The workflow service's public interface: other services and the gateway's startup, seed and tests import only these.
export { centerCounts, centerPage } from './center-queries'
export { saveDefinition } from './definition'
export { canView } from './detail'
export { dispatchWorkflowNotices, startInstance } from './engine'
export { fireEvent } from './fire-event'
export { registerBizHandler } from './handlers'
export { loadInstance } from './store'

/** §7 workflow: the approval-form events, the approval centre, reminders and candidates, definitions. */
export const workflow: Service = { segment: 'workflow', routes: [formRoutes, centerRoutes, remindRoutes, definitionRoutes] }

// The workflow service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { WfDefinitionTable, WfInstanceTable, WfTaskTable, WfActionTable } from './tables'
/** None: the workflow service's tables are created by core's baseline migration 022-workflow, which also changes other owners' tables. */
export const migrations: Record<string, Migration> = {}
