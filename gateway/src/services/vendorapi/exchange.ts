import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errors } from 'jose'
import type { AppTokenClaims } from '../../core/auth/app-token'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { appPseudonyms } from '../accounts'
import { issueApiToken } from './api-token'
import { auditCall, type Caller } from './audit'
import { checkCaller } from './check-caller'
import { apiError } from './texts'
import { langOfRequest } from '../../core/lang'

const BEARER = /^Bearer ([A-Za-z0-9_.-]{10,4096})$/

/** The app token of `Authorization: Bearer …`, checked: signature, issuer, audience = `app`, expiry. HTTP 401 otherwise. */
async function appTokenOf(ctx: GatewayContext, request: FastifyRequest, app: string): Promise<AppTokenClaims> {
  const match = BEARER.exec(request.headers.authorization ?? '')
  if (!match) throw apiError(langOfRequest(request), 'missingAppToken')
  try {
    return await ctx.appTokens.verify(match[1], app)
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw apiError(langOfRequest(request), 'appTokenExpired', {}, error)
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud')
      throw apiError(langOfRequest(request), 'appTokenOtherApp', {}, error)
    throw apiError(langOfRequest(request), 'invalidAppToken', {}, error)
  }
}

/**
 * `POST /gateway/vendor/api/token` `{app}`: a vendor backend exchanges the user's app token for an API token of
 * 10 minutes, limited to the tenant and the scopes consented now. The app must still be enabled in the token's
 * tenant and the user still a member of it who may open it (check-caller.ts).
 */
export function exchangeRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, contract.vendorapi.tokens.exchange, {}, async (request, reply) => {
    const started = Date.now()
    const claims = await appTokenOf(ctx, request, request.body.app)
    const tenantId = Number(claims.tid)
    const pseudonyms = await appPseudonyms(ctx.db, tenantId, request.body.app)
    const userId = await pseudonyms.userOf(claims.sub)
    if (userId === undefined) throw apiError(langOfRequest(request), 'userGone')
    const caller: Caller = { tenantId, appCode: request.body.app, userId, pseudonym: claims.sub }
    const audit = (decision: 'allow' | 'deny', detail: string) =>
      auditCall(ctx, caller, {
        ip: request.ip,
        bodyBytes: JSON.stringify(request.body ?? {}).length,
        method: 'api.token',
        scope: '',
        decision,
        detail,
        started,
      })

    const app = await checkCaller(ctx, request, reply, caller, audit, 'exchange')
    const { token, expiresAt } = await issueApiToken(ctx.db, caller, app.scopes, ctx.now())
    await audit('allow', `scopes ${app.scopes.join(' ') || '-'}`)
    return ok({ token, tokenType: 'Bearer' as const, expiresAt, scopes: app.scopes })
  })
}
