import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { langOfRequest } from '../../core/lang'
import { allowedHostsOf } from '../../core/outbound'
import { applyMinorUpdate } from '../vendor'
import { apiRoute } from './api-route'

/**
 * `POST /gateway/vendor/api/app/update`: the app (any token of it) asks the portal to take the new version its
 * manifest URL serves; applied at once when it asks for nothing more than the consent in force, else left waiting for
 * the administrator (services/vendor minor-update.ts). Needs no data scope.
 */
export function updateRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  apiRoute(
    api,
    ctx,
    contract.vendorapi.updates.apply,
    { method: 'api.app.update', scope: '' },
    async ({ request, token }) => {
      const httpLocal = ctx.config.demo || ctx.config.installHttpLocal === true
      const allowHosts = allowedHostsOf(ctx.config.outbound)
      const options = { httpLocal, now: ctx.now(), lang: langOfRequest(request), allowHosts }
      const update = await applyMinorUpdate(ctx.db, options, token.tenantId, token.appCode)
      // The caller's checks found the app installed and enabled: 'missing' is a race with its removal.
      if (update.state === 'missing')
        return { result: { state: 'invalid' as const, problems: [] }, detail: 'not installed' }
      const detail =
        update.state === 'invalid'
          ? `invalid: ${update.problems.map((p) => p.path).join(', ')}`
          : update.state === 'needs consent'
            ? `${update.version} needs consent: ${update.widens.join(', ')}`
            : `${update.state} ${update.version}`
      return { result: update, detail }
    },
  )
}
