import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody, text } from '../../core/http/schema'
import { consumeCode, requireCaptchaPass, sendCode, type CodePurpose } from './verification'

/** Purposes a signed-out caller may ask codes for here; binding and super login have their own routes. */
const publicPurpose = { type: 'string', enum: ['login', 'reset'] }
const langOf = (request: FastifyRequest) => String(request.headers['accept-language'] ?? '')

interface SmsBody {
  phone: string
  purpose?: CodePurpose
  captchaToken?: string
}
interface EmailBody {
  email: string
  purpose?: CodePurpose
  captchaToken?: string
}
interface CheckBody {
  channel: 'sms' | 'email'
  destination: string
  code: string
  purpose?: CodePurpose
}

/**
 * §7 message codes: getSysTimestamp, getVCode (SMS), getVCodeToEmail and checkCode. Sending needs
 * a captcha pass token (slider or picture captcha) and answers the same for known and unknown
 * destinations; see verification.ts for the limits.
 */
export function codeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/message/web/getSysTimestamp', async () => ok(ctx.now()))

  app.post<{ Body: SmsBody }>(
    '/message/web/getVCode',
    {
      schema: { body: objectBody({ phone: text(30, 1), purpose: publicPurpose, captchaToken: text(100) }, ['phone']) },
    },
    async (request) => {
      const { phone, purpose = 'login', captchaToken } = request.body
      await requireCaptchaPass(ctx, captchaToken, request.ip, langOf(request), phone)
      await sendCode(ctx, { purpose, channel: 'sms', destination: phone, ip: request.ip, lang: langOf(request) })
      return ok(null)
    },
  )

  app.post<{ Body: EmailBody }>(
    '/message/web/getVCodeToEmail',
    {
      schema: { body: objectBody({ email: text(200, 1), purpose: publicPurpose, captchaToken: text(100) }, ['email']) },
    },
    async (request) => {
      const { email, purpose = 'login', captchaToken } = request.body
      await requireCaptchaPass(ctx, captchaToken, request.ip, langOf(request), email)
      await sendCode(ctx, { purpose, channel: 'email', destination: email, ip: request.ip, lang: langOf(request) })
      return ok(null)
    },
  )

  // Checks and spends a code (a flow that checks the code first and acts later keeps its own state).
  app.post<{ Body: CheckBody }>(
    '/message/web/checkCode',
    {
      schema: {
        body: objectBody(
          {
            channel: { type: 'string', enum: ['sms', 'email'] },
            destination: text(200, 1),
            code: text(10, 1),
            purpose: publicPurpose,
          },
          ['channel', 'destination', 'code'],
        ),
      },
    },
    async (request) => {
      const { channel, destination, code, purpose = 'login' } = request.body
      await consumeCode(ctx, { purpose, channel, destination, code, ip: request.ip, lang: langOf(request) })
      return ok(true)
    },
  )
}
