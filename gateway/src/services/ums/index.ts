import type { Service } from '../../core/service'
import { directoryRoutes } from './directory'
import { loginUserInfoRoutes } from './login-user-info'
import { staffExportRoutes } from './staff-export'
import { personnelRoutes } from './records'
import { orgRoutes } from './org'

/** Users and organisation (ums): login user info, organisation tree, staff page and export. */
export const ums: Service = { segment: 'ums', routes: [loginUserInfoRoutes, directoryRoutes, staffExportRoutes, personnelRoutes, orgRoutes] }
