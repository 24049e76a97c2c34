import type { Service } from '../../core/service'
import { auditRoutes } from './audit'
import { functionCatalogueRoutes } from './function-catalogue'
import { menuRoutes } from './menu'
import { queryConditionRoutes } from './query-condition'
import { roleRoutes } from './roles'
import { roleAccessRoutes } from './role-access'
import { roleMemberRoutes } from './role-members'
import { fieldPermissionRoutes } from './field-permission-routes'
import { searchRoutes } from './search/routes'
import { tourRoutes } from './tour'
import { schemeRoutes } from './schemes/routes'
import { batchRoutes } from './schemes/batch'
import { watermarkRoutes } from './watermark'
import { sessionTimeoutRoutes } from './session-timeout'
import { migrations } from './migrations'
import { vendorAuditWriter } from './vendor-audit'

/** The core HR service (joyhr): menu tree, roles and their function catalogue, bridge audit, query conditions,
 * guided tour marks and the company's watermark and inactivity timeout settings. */
export const access: Service = {
  name: 'joyhr',
  migrations,
  handlers: [vendorAuditWriter],
  routes: [
    menuRoutes,
    roleRoutes,
    roleAccessRoutes,
    roleMemberRoutes,
    fieldPermissionRoutes,
    functionCatalogueRoutes,
    auditRoutes,
    queryConditionRoutes,
    searchRoutes,
    tourRoutes,
    watermarkRoutes,
    sessionTimeoutRoutes,
    schemeRoutes,
    batchRoutes,
  ],
}
