import type { Service } from '../../core/service'
import { auditRoutes } from './audit'
import { functionCatalogueRoutes } from './function-catalogue'
import { menuRoutes } from './menu'
import { queryConditionRoutes } from './query-condition'
export { mapKeyOf } from './query-condition'
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
import './vendor-audit'

// The joyhr service's public interface: other services and the gateway's startup, seed and tests import only these.
export { canOpenApp } from './app-access'
export { AUDIT_CHANNEL_ONLY, fromShell, writeAuditRecord } from './audit'
export { type BizField, BUILTIN_FIELDS, EMPLOYEE_RECORD, knownBizType, RECRUIT_CANDIDATES, REVIEW_RESULT, SALARY_PROFILE, STAFF_LIST } from './biz-fields'
export { type DataRange, inScope, inStaffScope, type StaffScope, staffScopeOf, teamOf } from './data-range'
export { scopedStaffOf, type ScopedStaff } from './scoped-staff'
export { setRoleDataRange } from './role-range'
export { fieldView } from './field-permission-routes'
export { ANY_FIELD, type FieldAccess, fieldAccessOf, fieldAccessOfRoles, fieldsOfBizType, hasFieldRules, withDictionaryOptions } from './field-permissions'
export { permsCodes, permsError } from './perms-errors'
export { schemeError } from './schemes/errors'
export { findScheme } from './schemes/store'
export { SHELL_TOUR } from './tour'
export { userMenuTree } from './user-menu-tree'

/** The core HR service (joyhr): menu tree, roles and their function catalogue, bridge audit, query conditions,
 * guided tour marks and the company's watermark and inactivity timeout settings. */
export const joyhr: Service = { segment: 'joyhr', routes: [menuRoutes, roleRoutes, roleAccessRoutes, roleMemberRoutes, fieldPermissionRoutes, functionCatalogueRoutes, auditRoutes, queryConditionRoutes, searchRoutes, tourRoutes, watermarkRoutes, sessionTimeoutRoutes, schemeRoutes, batchRoutes] }

// The joyhr service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { BridgeAuditTable, BridgeAuditChannelTable, QueryConditionItemTable, TourCompletionTable, CompanySettingTable, RoleFieldPermissionTable, RoleDataRangeTable, SelfSchemeTable, BatchModifyLogTable } from './tables'
export { migrations } from './migrations'
