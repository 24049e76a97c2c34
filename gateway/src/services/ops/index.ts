import type { Service } from '../../core/service'
import { appProblemRoutes } from './app-problems'
import { brandRoutes } from './brands'
import { cspReportRoutes } from './csp-reports/routes'
import { noticeRoutes } from './notices'
import { tenantRoutes } from './tenants'
import { versionNoticeRoutes } from './version-notice'

// The ops service's public interface: other services and the gateway's startup, seed and tests import only these.
export { applyOperationsAccess, OPERATIONS_APP } from './operations-menus'
export { isOperator, operatorByAccount, operatorByEmail } from './operator'

/**
 * The operations platform: tenants, brands and version notices across tenants for
 * platform operators (/tum/web/operations/…), the apps whose manifests were refused, browsers' content-security-policy
 * violation reports (collected without a session, listed to operators), and the §7 version notice and click for
 * every signed-in user.
 */
export const ops: Service = { segment: 'ops', routes: [tenantRoutes, brandRoutes, noticeRoutes, versionNoticeRoutes, appProblemRoutes, cspReportRoutes] }

// The ops service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { BrandTable, CspReportTable, OperationsNoticeTable, OperationsNoticeReadTable, PlatformOperatorTable } from './tables'
export { migrations } from './migrations'
