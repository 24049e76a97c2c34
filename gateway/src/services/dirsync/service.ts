import { handle, type Service } from '../../core/service'
import { TENANT_CONNECTOR } from '../notify'
import { connectorSettingsFor } from './operations'
import { callbackRoutes } from './callback-routes'
import { confirmRoutes } from './confirm-routes'
import { oldDataRoutes } from './old-data-routes'
import { dirsyncRoutes } from './routes'
import { scheduleRoutes } from './schedule'
import { suiteCallbackRoutes } from './suite-callback-routes'
import { suiteRoutes } from './suite-routes'
import { migrations } from './migrations'

/** Directory sync from the messaging platforms (§7 /ums/web/wechat): connectors (typed in, or WeCom's by QR code), full and incremental sync, the log. */
export const dirsync: Service = {
  name: 'ums',
  migrations,
  routes: [
    dirsyncRoutes,
    confirmRoutes,
    oldDataRoutes,
    callbackRoutes,
    suiteRoutes,
    suiteCallbackRoutes,
    scheduleRoutes,
  ],
  // Notices to a messaging platform go out through the tenant's own connector where it has one.
  handlers: [handle(TENANT_CONNECTOR, connectorSettingsFor)],
}
