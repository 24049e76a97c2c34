import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { askOptionalScopes } from '../vendor'
import { apiRoute } from './api-route'
import { appOf } from './app-of'

/**
 * `POST /gateway/vendor/api/scopes/request` `{scopes}`: the app (a user's API token or a background one) asks the
 * tenant's administrator for optional data scopes its manifest in use offers; each waits on the Apps page until
 * consented or refused. Answers each scope's state and the scopes consented now (a token holds a newly consented
 * scope at its next call; a background token asks for a new one at the exchange). Needs no data scope.
 */
export function optionalScopeRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  apiRoute(
    api,
    ctx,
    contract.vendorapi.optionalScopes.request,
    { method: 'api.scopes.request', scope: '' },
    async ({ request, token }) => {
      const answers = (await askOptionalScopes(ctx.db, token.tenantId, token.appCode, request.body.scopes, ctx.now()))!
      const app = await appOf(ctx.db, token.tenantId, token.appCode)
      const said = Object.entries(answers).map(([scope, state]) => `${scope} ${state}`)
      return { result: { scopes: answers, consented: app?.scopes ?? [] }, detail: said.join('; ') }
    },
  )
}
