import type { Service } from '../../core/service'
import { auditRoutes } from './audit'
import { functionCatalogueRoutes } from './function-catalogue'
import { menuRoutes } from './menu'
import { queryConditionRoutes } from './query-condition'
import { roleRoutes } from './roles'

/** The core HR service (joyhr): menu tree, roles and their function catalogue, bridge audit, query conditions. */
export const joyhr: Service = { segment: 'joyhr', routes: [menuRoutes, roleRoutes, functionCatalogueRoutes, auditRoutes, queryConditionRoutes] }
