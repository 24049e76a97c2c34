import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { issueLogin } from '../../../core/auth/issue-login'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { handOff } from '../oidc-login/handoff'
import { checkHandOff } from './check-hand-off'

export { HAND_OFF_WINDOW_MS } from './check-hand-off'

const { oldVersion: routes } = contract.accounts

/**
 * Old-version login (§7 oldlcLogin, at the gateway root): the older product hands a signed-in user
 * over with account, timestamp, nonce and sign (hand-off-sign.ts, secret OLD_PRODUCT_SECRET).
 * Only signed fields count: the hand-off opens a 12-hour session in the user's home tenant, or the
 * tenant choice for a user of several tenants; any other field (tenantId, noLogin7Days) is dropped.
 * POST (the older product's server) answers the login answer of every sign-in; a page of another
 * origin cannot post to the gateway (core/http/request-origin.ts), so the older product's pages
 * link the browser to GET instead, which lands on /login with a one-time hand-off code that the
 * login page exchanges (the single-sign-on hand-off, oidc-login/handoff.ts), or /login?sso_error=1.
 * The GET sets the hand-off cookie on the gateway's origin before it redirects, so the code works
 * only in the browser that followed the link; the login page asks a signed-in person before switching.
 */
export function oldVersionLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.login, {}, async (request, reply) => {
    const { account, timestamp, nonce, sign } = request.body
    const user = await checkHandOff(ctx, { account, timestamp, nonce }, sign)
    return ok(await issueLogin(ctx, reply, user, { method: 'old-version' }))
  })

  serve(app, routes.link, { attachValidation: true }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (request.validationError) return reply.redirect('/login?sso_error=1')
    const { account, timestamp, nonce, sign } = request.query
    try {
      const user = await checkHandOff(ctx, { account, timestamp, nonce }, sign)
      // The browser that followed the link is the one that started this hand-off: the code is bound to it (handoff.ts).
      return reply.redirect(
        `/login?sso=${encodeURIComponent(await handOff(ctx, reply, user.id, false, 'old-version'))}`,
      )
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      request.log.warn({ why: error.message }, 'old-version hand-off refused')
      return reply.redirect('/login?sso_error=1')
    }
  })
}
