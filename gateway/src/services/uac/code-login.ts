import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { flag, id, objectBody, text } from '../../core/http/schema'
import { accountAt, normalDestination, say, consumeCode } from '../message/api'
import { langFrom } from '../../core/lang'
import { signInWithSecondFactor } from './totp'

interface CodeLoginBody {
  channel: 'sms' | 'email'
  /** The phone number or e-mail address the code was sent to. */
  destination: string
  code: string
  noLogin7Days?: boolean
  tenantId?: number
}

/**
 * Sign-in by a code sent with /message/web/getVCode or getVCodeToEmail (purpose 'login'). A wrong
 * code and an address without an account answer the same 400109, so nothing tells accounts apart.
 */
export function codeLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: CodeLoginBody }>(
    '/uac/account/loginByCode',
    {
      schema: {
        body: objectBody(
          {
            channel: { type: 'string', enum: ['sms', 'email'] },
            destination: text(200, 1),
            code: text(10, 1),
            noLogin7Days: flag(),
            tenantId: id(),
          },
          ['channel', 'destination', 'code'],
        ),
      },
    },
    async (request, reply) => {
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
      const user = await accountAt(
        ctx.db,
        channel,
        normalDestination(channel, request.body.destination, langFrom(lang)),
      )
      if (!user) throw new GatewayError(codes.wrongCode, say(langFrom(lang), 'wrongCode'))
      return ok(await signInWithSecondFactor(ctx, reply, user, { tenantId, remember: noLogin7Days, method: 'code' }))
    },
  )
}
