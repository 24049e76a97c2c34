import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { newToken } from '../../../core/auth/token'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { oidcRedirectUri } from '../../../integrations/oidc/start-oidc'
import { spendPublicWork } from '../../message'
import { bindingCookie } from '../other-browser'
import { handOff } from './handoff'
import { attemptOf, beginLogin, LOGIN_TTL_MS, spendLogin } from './login-transactions'
import { matchUser } from './match-user'
import { authorizationUrl, redeemCallback } from './oidc-client'

/** The httpOnly cookie that binds an attempt to the browser that started it. */
export const BROWSER_COOKIE = 'oidc_browser'
/** Where every failure lands: the login page shows §8 'Third party login failed'. */
export const FAILED_LOCATION = '/login?sso_error=1'

const { oidc: routes } = contract.accounts

function redirect(reply: FastifyReply, location: string) {
  return reply.header('cache-control', 'no-store').redirect(location)
}

function fail(request: FastifyRequest, reply: FastifyReply, why: string, error?: unknown) {
  request.log.warn({ why, err: error }, 'OpenID Connect sign-in failed')
  return redirect(reply, FAILED_LOCATION)
}

/**
 * Single sign-on by OpenID Connect (authorization code + PKCE): /uac/oidc/config tells the login
 * page whether to show the button, /start sends the browser to the provider, /callback checks
 * the answer and hands the sign-in to the shell as a one-time code in /login?sso=…, bound to this
 * browser, which the shell redeems at /exchange (handoff-routes.ts) for the login answer (the
 * session token never travels in a URL).
 */
export function oidcLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const settings = () => ctx.integrations.oidc

  serve(app, routes.config, {}, async () => ok({ enabled: settings().enabled, name: settings().name }))

  serve(app, routes.start, {}, async (request, reply) => {
    if (!settings().enabled)
      throw new GatewayError(codes.oidcUnavailable, 'Single sign-on is not configured on this installation')
    // A new key for every start: a key the browser sends may have been planted (a sibling subdomain can set
    // cookies), and an attempt bound to it could then be finished by whoever planted it.
    const browserKey = newToken()
    try {
      await spendPublicWork(ctx, request.ip, langOfRequest(request))
    } catch (error) {
      return fail(request, reply, 'the budget of signed-out work is spent', error)
    }
    const remember = request.query.remember === '1' || request.query.remember === 'true'
    try {
      const attempt = await beginLogin(ctx.db, browserKey, remember, ctx.now())
      const url = await authorizationUrl(settings(), oidcRedirectUri(ctx.config), attempt)
      // Lax: the provider's redirect back to /callback is a cross-site navigation.
      reply.setCookie(
        BROWSER_COOKIE,
        browserKey,
        bindingCookie(ctx.config.shellOrigin, '/gateway/uac/oidc', LOGIN_TTL_MS, 'lax'),
      )
      return redirect(reply, url.href)
    } catch (error) {
      return fail(request, reply, 'the provider cannot be reached', error)
    }
  })

  serve(app, routes.callback, { attachValidation: true }, async (request, reply) => {
    if (request.validationError) return fail(request, reply, `bad callback: ${request.validationError.message}`)
    if (!settings().enabled) return fail(request, reply, 'not configured')
    const { state } = request.query
    if (!state) return fail(request, reply, 'no state')
    const browserKey = request.cookies[BROWSER_COOKIE]
    const spent = await spendLogin(ctx.db, state, browserKey, ctx.now())
    if ('refused' in spent) return fail(request, reply, spent.refused)
    const callbackUrl = new URL(oidcRedirectUri(ctx.config))
    callbackUrl.search = request.raw.url?.split('?')[1] ?? ''
    let claims: Record<string, unknown>
    try {
      claims = await redeemCallback(settings(), callbackUrl, attemptOf(browserKey!, state))
    } catch (error) {
      return fail(request, reply, 'the provider answer does not check out', error)
    }
    const user = await matchUser(ctx.db, claims, settings().matchClaim)
    if (!user) return fail(request, reply, `no portal user for ${settings().matchClaim}`)
    // The code is bound to this browser again (the hand-off cookie), so that it works only where the sign-in began.
    const code = await handOff(ctx, reply, user.id, spent.remember, 'oidc')
    return redirect(reply, `/login?sso=${encodeURIComponent(code)}`)
  })
}
