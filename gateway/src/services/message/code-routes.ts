import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { consumeCode, requireCaptchaPass, sendCode } from './verification'

const langOf = (request: FastifyRequest) => String(request.headers['accept-language'] ?? '')
const routes = contract.message.codes

/**
 * §7 message codes: getSysTimestamp, getVCode (SMS), getVCodeToEmail and checkCode. Sending needs
 * a captcha pass token (slider or picture captcha) and answers the same for known and unknown
 * destinations; see verification.ts for the limits.
 */
export function codeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.getSysTimestamp, {}, async () => ok(ctx.now()))

  serve(app, routes.getVCode, {}, async (request) => {
    const { phone, purpose = 'login', captchaToken } = request.body
    await requireCaptchaPass(ctx, captchaToken, request.ip, langOf(request), phone)
    await sendCode(ctx, { purpose, channel: 'sms', destination: phone, ip: request.ip, lang: langOf(request) })
    return ok(null)
  })

  serve(app, routes.getVCodeToEmail, {}, async (request) => {
    const { email, purpose = 'login', captchaToken } = request.body
    await requireCaptchaPass(ctx, captchaToken, request.ip, langOf(request), email)
    await sendCode(ctx, { purpose, channel: 'email', destination: email, ip: request.ip, lang: langOf(request) })
    return ok(null)
  })

  // Checks and spends a code (a flow that checks the code first and acts later keeps its own state).
  serve(app, routes.checkCode, {}, async (request) => {
    const { channel, destination, code, purpose = 'login' } = request.body
    await consumeCode(ctx, { purpose, channel, destination, code, ip: request.ip, lang: langOf(request) })
    return ok(true)
  })
}
