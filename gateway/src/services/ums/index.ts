import type { Service } from '../../core/service'
import { directoryRoutes } from './directory'
import { loginUserInfoRoutes } from './login-user-info'
import { staffExportRoutes } from './staff-export'
import { personnelRoutes } from './records'
import { orgRoutes } from './org'

/** Users and organisation (ums): login user info, organisation tree, staff page and export. */
export const ums: Service = { segment: 'ums', routes: [loginUserInfoRoutes, directoryRoutes, staffExportRoutes, personnelRoutes, orgRoutes] }

// The ums service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { OrganTable, ZhileiTable, ZhiweiTable, GangweiTable, ZhiweiOrganTable, OrgAuditTable, EmployeeProfileTable } from './tables'
export { migrations } from './migrations'
