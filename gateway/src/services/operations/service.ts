import type { Service } from '../../core/service'
import { appProblemRoutes } from './app-problems'
import { brandRoutes } from './brands'
import { cspReportRoutes } from './csp-reports/routes'
import { noticeRoutes } from './notices'
import { tenantRoutes } from './tenants'
import { versionNoticeRoutes } from './version-notice'
import { migrations } from './migrations'

/**
 * The operations platform: tenants, brands and version notices across tenants for
 * platform operators (/tum/web/operations/…), the apps whose manifests were refused, browsers' content-security-policy
 * violation reports (collected without a session, listed to operators), and the §7 version notice and click for
 * every signed-in user.
 */
export const operations: Service = {
  name: 'ops',
  migrations,
  routes: [tenantRoutes, brandRoutes, noticeRoutes, versionNoticeRoutes, appProblemRoutes, cspReportRoutes],
}
