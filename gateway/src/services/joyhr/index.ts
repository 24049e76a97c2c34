import type { Service } from '../../core/service'
import { auditRoutes } from './audit'
import { menuRoutes } from './menu'
import { queryConditionRoutes } from './query-condition'
import { roleRoutes } from './roles'

/** The core HR service (joyhr): menu tree, roles, bridge audit, query conditions. */
export const joyhr: Service = { segment: 'joyhr', routes: [menuRoutes, roleRoutes, auditRoutes, queryConditionRoutes] }
