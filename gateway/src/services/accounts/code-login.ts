import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { accountAt, normalDestination, say, consumeCode } from '../message'
import { langFrom } from '../../core/lang'
import { signInWithSecondFactor } from './totp'

const { signIn: routes } = contract.accounts

/**
 * Sign-in by a code sent with /message/web/getVCode or getVCodeToEmail (purpose 'login'). A wrong
 * code and an address without an account answer the same 400109, so nothing tells accounts apart.
 */
export function codeLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.loginByCode, {}, async (request, reply) => {
    const { channel, code, noLogin7Days = false, tenantId } = request.body
    const lang = String(request.headers['accept-language'] ?? '')
    await consumeCode(ctx, {
      purpose: 'login',
      channel,
      destination: request.body.destination,
      code,
      ip: request.ip,
      lang,
    })
    const user = await accountAt(ctx.db, channel, normalDestination(channel, request.body.destination, langFrom(lang)))
    if (!user) throw new GatewayError(codes.wrongCode, say(langFrom(lang), 'wrongCode'))
    return ok(await signInWithSecondFactor(ctx, reply, user, { tenantId, remember: noLogin7Days, method: 'code' }))
  })
}
