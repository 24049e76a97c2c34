import type { Service } from '../../core/service'
import { appEventRoute } from './app-event'
import { appRequestRoute } from './app-request'
import { appUserRoute } from './app-user'
import { approvalRoutes } from './approvals'
import { clientTokenRoute } from './client-token'
import { credentialRoutes, credentialsOnUninstall } from './credential-routes'
import { directoryRoutes } from './directory'
import { hrDataRoutes } from './hr-data'
import { exchangeRoute } from './exchange'
import { migrations } from './migrations'
import { optionalScopeRoutes } from './optional-scopes'
import { updateRoutes } from './updates'
import { appRequestSources } from './approvals'

// The vendor backend API's public interface: its routes and its tables. It sits above ums, workflow, joyhr, uac and
// vendor (it reads the directory, starts approvals, audits, maps pseudonyms and reads the installed apps), which is
// why it is a service of its own and not a folder of vendor (the bottom layer).

/**
 * The vendor backends' read API (`/gateway/vendor/api/…`, Forge requestJira-like): an API token exchanged for the
 * user's app token, then the staff directory, organisation units and portal approvals within the consented
 * scopes and the tenant; rate-limited per app and tenant, every call audited. Also what the shell answers a
 * third-party app's `session.user` (`/gateway/vendor/web/appUser`), and what approvers read of a request an app
 * started (`/gateway/vendor/web/appRequest/detail`, the approval centre's `appRequest.view`).
 */
export const vendorapi: Service = {
  name: 'vendor',
  migrations,
  handlers: [appRequestSources, credentialsOnUninstall],
  routes: [
    exchangeRoute,
    clientTokenRoute,
    credentialRoutes,
    directoryRoutes,
    hrDataRoutes,
    approvalRoutes,
    appUserRoute,
    appEventRoute,
    appRequestRoute,
    optionalScopeRoutes,
    updateRoutes,
  ],
}
