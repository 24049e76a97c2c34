import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { signedIn } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { langFrom } from '../../../core/lang'
import { say, requireCaptchaPass, sendCode, type CodeChannel } from '../../message'
import { serve } from '../../../core/http/serve'

const { account: routes } = contract.accounts

/**
 * §7 send code to mobile or e-mail, for account security: 'reset' (signed out: the code goes to the
 * phone or e-mail of an account, and nowhere when none has it, with the same answer) and 'bind'
 * (signed in: the code goes to the new or the old address). A captcha pass comes first.
 */
export function sendCodeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.sendCode, {}, async (request) => {
    // The shell's CodeSender posts `phone` (SMS) or `email` instead of channel and destination.
    const { phone, email, purpose, captchaToken } = request.body
    const channel: CodeChannel = request.body.channel ?? (phone ? 'sms' : 'email')
    const destination = request.body.destination ?? (channel === 'sms' ? phone : email)
    if (purpose === 'bind') await signedIn(ctx, request)
    const lang = String(request.headers['accept-language'] ?? '')
    if (!destination)
      throw new GatewayError(codes.badDestination, say(langFrom(lang), channel === 'sms' ? 'badPhone' : 'badEmail'))
    await requireCaptchaPass(ctx, captchaToken, request.ip, lang, destination)
    await sendCode(ctx, { purpose, channel, destination, ip: request.ip, lang })
    return ok(null)
  })
}
