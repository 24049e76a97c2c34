export { mapKeyOf } from './query-condition'
// The joyhr service's narrow interface: what other services use (this file loads no routes).
export { canOpenApp } from './app-access'
export { AUDIT_CHANNEL_ONLY, fromShell, writeAuditRecord } from './audit'
/** Installations' vendor API calls per day and their latest refusals, from the audit (the vendor console). */
export { appCallsOf, type AppCallDay, type AppCallError, type Installation } from './app-calls'
export {
  type BizField,
  BUILTIN_FIELDS,
  EMPLOYEE_RECORD,
  knownBizType,
  RECRUIT_CANDIDATES,
  REVIEW_RESULT,
  SALARY_PROFILE,
  STAFF_LIST,
} from './biz-fields'
export { type DataRange, inScope, inStaffScope, type StaffScope, staffScopeOf, teamOf } from './data-range'
export { scopedStaffOf, type ScopedStaff } from './scoped-staff'
export { departmentStaffOf, type DepartmentStaffRow } from './department-staff'
export { setRoleDataRange } from './role-range'
export { defaultStaffRoles, setStaffRole, staffRoleOf } from './staff-role'
export { fieldView } from './field-view'
export {
  ANY_FIELD,
  type FieldAccess,
  fieldAccessOf,
  fieldAccessOfRoles,
  fieldsOfBizType,
  hasFieldRules,
  withDictionaryOptions,
} from './field-permissions'
export { permsCodes, permsError } from './perms-errors'
export { schemeError } from './schemes/errors'
export { findScheme } from './schemes/store'
export { SHELL_TOUR } from './tour'
export { userMenuTree } from './user-menu-tree'
// The joyhr service's tables: their row types (merged into core's Database).
export type {
  BridgeAuditTable,
  BridgeAuditChannelTable,
  QueryConditionItemTable,
  TourCompletionTable,
  CompanySettingTable,
  RoleFieldPermissionTable,
  RoleDataRangeTable,
  SelfSchemeTable,
  BatchModifyLogTable,
  StaffRoleTable,
} from './tables'
