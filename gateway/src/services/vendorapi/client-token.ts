import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { addressBudgets, spendBudgets } from '../../core/db/budgets'
import type { GatewayContext } from '../../core/context'
import { shellOriginsOf } from '../../config'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { issueApiToken } from './api-token'
import { appOf } from './app-of'
import { checkAssertion } from './assertion'
import { appCaller, auditCall } from './audit'
import { credentialOwner, findCredential } from './credentials'
import { limitHeaders, spendCall } from './rate-limit'
import { apiError } from './texts'

/** Exchanges with a client id no credential has, a minute, from one address and from its network. */
const UNKNOWN_CLIENT_PER_ADDRESS = 20
const UNKNOWN_CLIENT_PER_NETWORK = 60

/** The token route's own path: a signed assertion's `aud` names it under one of the shell's origins. */
const TOKEN_PATH = '/gateway/vendor/api/oauth/token'

/**
 * `POST /gateway/vendor/api/oauth/token` `{grant_type: 'client_credentials', client_id, client_secret, scope?}`: a
 * vendor backend, with no user signed in, exchanges its installation's background credential for an API token of 10
 * minutes that acts as the app (no user; audited `as app`), limited to the scopes consented now (or the consented
 * ones of `scope`). The exchange spends the installation's minute of exchanges before the secret is checked, so a
 * flood of guesses is refused with HTTP 429; a client id no credential has spends its address's budget instead.
 * The app must still be installed (the installation the credential was issued for) and enabled. Instead of the secret
 * the backend may send `client_assertion_type` jwt-bearer and `client_assertion`, a JWT signed with a key of the app's
 * manifest `jwksUrl` (RFC 7523; assertion.ts checks it).
 */
export function clientTokenRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, contract.vendorapi.credentials.token, {}, async (request, reply) => {
    const started = Date.now()
    const lang = langOfRequest(request)
    const { client_id: clientId, client_secret: secret, client_assertion: assertion, scope } = request.body
    const byAssertion = request.body.client_assertion_type !== undefined || assertion !== undefined
    if (byAssertion === (secret !== undefined) || (byAssertion && !(assertion && request.body.client_assertion_type)))
      throw apiError(lang, 'clientAuthOne')
    const owner = await credentialOwner(ctx.db, clientId)
    if (!owner) {
      const budgets = addressBudgets(
        'vendor-client',
        request.ip,
        UNKNOWN_CLIENT_PER_ADDRESS,
        UNKNOWN_CLIENT_PER_NETWORK,
        60_000,
      )
      const spent = await spendBudgets(ctx.db, 'attempt_counter', budgets, ctx.now())
      if (!spent.ok) {
        const seconds = Math.ceil(spent.waitMs / 1000)
        reply.header('retry-after', String(seconds))
        throw apiError(lang, 'exchangeRateLimited', { seconds })
      }
      throw apiError(lang, 'badClient')
    }
    const caller = appCaller(owner.tenantId, owner.appCode)
    const audit = (decision: 'allow' | 'deny', detail: string) =>
      auditCall(ctx, caller, {
        ip: request.ip,
        bodyBytes: JSON.stringify(request.body ?? {}).length,
        method: 'api.oauth.token',
        scope: '',
        decision,
        detail,
        started,
      })
    const spent = await spendCall(ctx.db, caller, ctx.now(), 'exchange')
    if (spent.limited) {
      reply.headers(limitHeaders(spent.limited, true))
      if (spent.limited.first) await audit('deny', 'rate limited (token exchanges)')
      throw apiError(lang, 'exchangeRateLimited', { seconds: spent.limited.seconds })
    }
    reply.headers(limitHeaders(spent.state, false))
    const found = await findCredential(ctx.db, clientId, byAssertion ? null : (secret ?? ''))
    if (!found) {
      await audit('deny', 'wrong client secret')
      throw apiError(lang, 'badClient')
    }
    const app = await appOf(ctx.db, found.tenantId, found.appCode)
    if (!app || app.installId !== found.installId) {
      await audit('deny', 'app not installed or disabled')
      throw apiError(lang, 'appNotInstalled', { app: found.appCode })
    }
    if (byAssertion) {
      const refused = await checkAssertion(ctx.db, assertion!, {
        clientId,
        audiences: shellOriginsOf(ctx.config).map((origin) => `${origin}${TOKEN_PATH}`),
        jwksUrl: app.jwksUrl,
        rules: ctx.config.outbound,
        now: ctx.now(),
      })
      if (refused) {
        await audit('deny', `client assertion refused: ${refused}`)
        throw apiError(lang, 'badAssertion')
      }
    }
    const asked = scope?.split(/\s+/).filter(Boolean)
    const missing = asked?.find((wanted) => !app.scopes.includes(wanted))
    if (missing !== undefined) {
      await audit('deny', `scope ${missing} not consented`)
      throw apiError(lang, 'scopeNotConsented', { scope: missing })
    }
    const scopes = asked ? [...new Set(asked)] : app.scopes
    const { token, expiresAt } = await issueApiToken(ctx.db, caller, scopes, ctx.now())
    await audit('allow', `${byAssertion ? 'by assertion; ' : ''}scopes ${scopes.join(' ') || '-'}`)
    return ok({ token, tokenType: 'Bearer' as const, expiresAt, scopes, asApp: true as const })
  })
}
