import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { checkPassword } from './check-password'
import { passwordCheckFrom } from './request-caller'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { signInWithSecondFactor } from './totp'

const { signIn: routes } = contract.accounts

/** Sign-in by account and password (a captcha pass, uac/captcha/validate, once the account or the address has failed). */
export function loginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.login, {}, async (request, reply) => {
    const { noLogin7Days = false, tenantId } = request.body
    const user = await checkPassword(ctx, passwordCheckFrom(request), request.body)

    return ok(await signInWithSecondFactor(ctx, reply, user, { tenantId, remember: noLogin7Days, method: 'password' }))
  })
}
