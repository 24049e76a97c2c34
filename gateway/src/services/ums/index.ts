import type { Service } from '../../core/service'
import { directoryRoutes } from './directory'
import { loginUserInfoRoutes } from './login-user-info'
import { staffExportRoutes } from './staff-export'
import { celebrationRoutes } from './celebrations'
import { personnelRoutes } from './records'
import { orgRoutes } from './org'
import { assignUserRoutes } from './assign-user-routes'

// The ums service's public interface: other services and the gateway's startup, seed and tests import only these.
export { activeStaffByOrgan, buildOrganTree, type OrganNode } from './organs'
export { checkDigitOf } from './records/pnid'
export { emptyProfile } from './records/record-row'
export { findUserPage } from './user-page'
export {
  addUnit, renameUnit, moveUnit, removeUnit, positionFor, onboardFromDirectory, updateFromDirectory, offboardFromDirectory,
  type DirectoryActor, type SyncedPerson,
} from './directory-writes'
export { linkPlatformAccount, unlinkPlatformAccount, platformAccountsOf, userOfPlatformAccount } from './platform-accounts'
export { onStaffLeft, type StaffLeft } from './records/staff-left'

/** Users and organisation (ums): login user info, organisation tree, staff page, assignable people and export. */
export const ums: Service = { segment: 'ums', routes: [loginUserInfoRoutes, directoryRoutes, assignUserRoutes, staffExportRoutes, personnelRoutes, orgRoutes, celebrationRoutes] }

// The ums service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { ZhileiTable, ZhiweiTable, GangweiTable, ZhiweiOrganTable, OrgAuditTable, EmployeeProfileTable, PlatformAccountTable } from './tables'
export { migrations } from './migrations'
export * from './api'
