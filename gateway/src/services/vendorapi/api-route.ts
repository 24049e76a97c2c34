import type { ResultOf, Route } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { serve, type ServeHandler, type ServeRequest } from '../../core/http/serve'
import type { ApiApp } from './app-of'
import { findApiToken, type ApiToken } from './api-token'
import { auditCall } from './audit'
import { checkCaller } from './check-caller'
import { apiError, type ApiTextKey } from './texts'
import { langOfRequest } from '../../core/lang'

/** What a vendor API handler runs with: its body, the token's caller and the scopes that hold now. */
export interface ApiCall<R> {
  request: ServeRequest<R>
  token: ApiToken
  app: ApiApp
  /** The scopes the tenant consents to at this call (the installation's current consent, not the token's). */
  scopes: Set<string>
}

/** A handler's answer, and what the audit row says it answered (counts, ids). */
export interface ApiAnswer<T> {
  result: T
  detail: string
}

/** What the audit and the consent check know a route by, besides its contract. */
export interface ApiRouteSpec {
  /** The audit method, e.g. `api.directory.units`. */
  method: string
  /** The data scope the call needs ('' for none: a call about the app itself, e.g. asking for optional scopes). */
  scope: string
  /** The route acts for a user (e.g. an approval's applicant): a background token is refused (HTTP 403, 403104). */
  needsUser?: boolean
}

const BEARER = /^Bearer (api_[A-Za-z0-9_-]{43})$/

/**
 * A route of the vendor backends' API: `Authorization: Bearer <API token>` (never the staff session), the call
 * counted against the user's and the installation's minute (`RateLimit-*` headers), the app still enabled there and
 * the user still able to open it (check-caller.ts; a background token acts as the app, with no user), the scope
 * consented; every call that names a live token is audited, allowed
 * or refused.
 */
export function apiRoute<R extends Route>(
  api: FastifyInstance,
  ctx: GatewayContext,
  route: R,
  spec: ApiRouteSpec,
  handle: (call: ApiCall<R>) => Promise<ApiAnswer<ResultOf<R>>>,
): void {
  const answer: ServeHandler<R> = async (request, reply) => {
    const started = Date.now()
    const match = BEARER.exec(request.headers.authorization ?? '')
    const token = match ? await findApiToken(ctx.db, match[1], ctx.now()) : undefined
    if (!token) throw apiError(langOfRequest(request), 'badApiToken')
    const audit = (decision: 'allow' | 'deny', detail: string) =>
      auditCall(ctx, token, {
        ip: request.ip,
        bodyBytes: JSON.stringify(request.body ?? {}).length,
        method: spec.method,
        scope: spec.scope,
        decision,
        detail,
        started,
      })
    const refuse = async (key: ApiTextKey, values: Record<string, string | number>, detail: string): Promise<never> => {
      await audit('deny', detail)
      throw apiError(langOfRequest(request), key, values)
    }

    const app = await checkCaller(ctx, request, reply, token, audit)
    // The scopes the tenant consents to now (read on each call): a consent given or withdrawn after the exchange holds
    // for the token's next call.
    const scopes = new Set(app.scopes)
    if (spec.scope && !scopes.has(spec.scope))
      return refuse('scopeNotConsented', { scope: spec.scope }, `scope ${spec.scope} not consented`)
    if (spec.needsUser && token.asApp) return refuse('needsUser', {}, 'a background token on a route for a user')
    // A background token holds only the scopes it was issued for (a `scope` asked at the exchange), if still consented.
    if (token.asApp && spec.scope && !token.scopes.includes(spec.scope))
      return refuse('scopeNotConsented', { scope: spec.scope }, `scope ${spec.scope} not in the token`)
    try {
      const { result, detail } = await handle({ request, token, app, scopes })
      await audit('allow', detail)
      // The envelope of the route's result: the compiler cannot see that through the route's type parameter.
      return ok(result) as Awaited<ReturnType<ServeHandler<R>>>
    } catch (error) {
      await audit('deny', error instanceof GatewayError ? `refused ${error.code}` : 'failed')
      throw error
    }
  }
  serve(api, route, {}, answer)
}
