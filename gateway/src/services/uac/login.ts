import type { FastifyInstance } from 'fastify'
import { checkPassword } from './check-password'
import { passwordCheckFrom } from './request-caller'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { flag, id, objectBody, text } from '../../core/http/schema'
import { signInWithSecondFactor } from './totp'

interface LoginBody {
  account: string
  password: string
  noLogin7Days?: boolean
  tenantId?: number
  /** A captcha pass (uac/captcha/validate), needed once the account or the address has failed. */
  captchaToken?: string
}

export function loginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: LoginBody }>(
    '/uac/account/login',
    {
      schema: {
        body: objectBody(
          {
            account: text(100, 1),
            password: text(200, 1),
            noLogin7Days: flag(),
            tenantId: id(),
            captchaToken: text(100),
          },
          ['account', 'password'],
        ),
      },
    },
    async (request, reply) => {
      const { noLogin7Days = false, tenantId } = request.body
      const user = await checkPassword(ctx, passwordCheckFrom(request), request.body)

      return ok(
        await signInWithSecondFactor(ctx, reply, user, { tenantId, remember: noLogin7Days, method: 'password' }),
      )
    },
  )
}
