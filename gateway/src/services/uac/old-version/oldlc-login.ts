import type { FastifyInstance } from 'fastify'
import { issueLogin } from '../../../core/auth/issue-login'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError } from '../../../core/errors'
import { flag, id, objectBody, text } from '../../../core/http/schema'
import { createHandoff } from '../oidc-login/login-transactions'
import { checkHandOff } from './check-hand-off'

export { HAND_OFF_WINDOW_MS } from './check-hand-off'

interface OldLoginFields { account: string; timestamp: number; nonce: string; sign: string; noLogin7Days?: boolean }

const fields = {
  account: text(100, 1), timestamp: { type: 'integer', minimum: 0 }, nonce: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,100}$' },
  sign: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' }, noLogin7Days: flag(),
}
const required = ['account', 'timestamp', 'nonce', 'sign']

/**
 * Old-version login (§7 oldlcLogin, at the gateway root): the older product hands a signed-in user
 * over with account, timestamp, nonce and sign (hand-off-sign.ts, secret OLD_PRODUCT_SECRET).
 * POST (the older product's server) answers the login answer of every sign-in; a page of another
 * origin cannot post to the gateway (core/http/request-origin.ts), so the older product's pages
 * link the browser to GET instead, which lands on /login with a one-time hand-off code that the
 * login page exchanges (the single-sign-on hand-off, oidc-login), or /login?sso_error=1.
 */
export function oldVersionLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: OldLoginFields & { tenantId?: number } }>('/oldlcLogin', {
    schema: { body: objectBody({ ...fields, tenantId: id() }, required) },
  }, async (request, reply) => {
    const { account, timestamp, nonce, sign, tenantId, noLogin7Days = false } = request.body
    const user = await checkHandOff(ctx, { account, timestamp, nonce }, sign)
    return ok(await issueLogin(ctx, reply, user, { tenantId, remember: noLogin7Days, method: 'old-version' }))
  })

  app.get<{ Querystring: OldLoginFields }>('/oldlcLogin', {
    schema: { querystring: { type: 'object', properties: fields, required } },
    attachValidation: true,
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (request.validationError) return reply.redirect('/login?sso_error=1')
    const { account, timestamp, nonce, sign, noLogin7Days = false } = request.query
    try {
      const user = await checkHandOff(ctx, { account, timestamp, nonce }, sign)
      return reply.redirect(`/login?sso=${encodeURIComponent(await createHandoff(ctx.db, user.id, noLogin7Days, ctx.now(), 'old-version'))}`)
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      request.log.warn({ why: error.message }, 'old-version hand-off refused')
      return reply.redirect('/login?sso_error=1')
    }
  })
}
