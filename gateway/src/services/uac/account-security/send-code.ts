import type { FastifyInstance } from 'fastify'
import { requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { objectBody, text } from '../../../core/http/schema'
import { requireCaptchaPass, sendCode, type CodeChannel } from '../../message/verification'

interface SendBody { channel: CodeChannel; destination: string; purpose: 'reset' | 'bind'; captchaToken?: string }

/**
 * §7 send code to mobile or e-mail, for account security: 'reset' (signed out: the code goes to the
 * phone or e-mail of an account, and nowhere when none has it, with the same answer) and 'bind'
 * (signed in: the code goes to the new or the old address). A captcha pass comes first.
 */
export function sendCodeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: SendBody }>('/uac/account/sendCode', {
    schema: {
      body: objectBody({
        channel: { type: 'string', enum: ['sms', 'email'] }, destination: text(200, 1),
        purpose: { type: 'string', enum: ['reset', 'bind'] }, captchaToken: text(100),
      }, ['channel', 'destination', 'purpose']),
    },
  }, async (request, reply) => {
    const { channel, destination, purpose, captchaToken } = request.body
    if (purpose === 'bind') await requireSession(ctx).call(app, request, reply)
    const lang = String(request.headers['accept-language'] ?? '')
    await requireCaptchaPass(ctx, captchaToken, request.ip, lang)
    await sendCode(ctx, { purpose, channel, destination, ip: request.ip, lang })
    return ok(null)
  })
}
