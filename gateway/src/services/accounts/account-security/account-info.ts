import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import { lastSignIns } from '../../../core/auth/sign-in-history'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { checkPassword } from '../check-password'
import { passwordCheckFrom } from '../request-caller'
import { isOperator } from '../../operations'
import { langOfRequest } from '../../../core/lang'
import { browserLine } from '../browser-name'
import { maskEmail, maskPhone } from './mask'
import { passwordChangedAt } from './password-changed'

const { account: routes } = contract.accounts

/** §7 account info, validate account and password, and security info. */
export function accountInfoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.info, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    return ok({
      userName: user.user_name,
      realName: user.real_name,
      tenantId: session.tenant_id,
      phone: maskPhone(user.phone),
      email: maskEmail(user.email),
    })
  })

  // The same check and the same counters as sign-in; answers never tell an unknown account from a wrong password.
  serve(app, routes.checkPassword, {}, async (request) => {
    await checkPassword(ctx, passwordCheckFrom(request), request.body)
    return ok({ valid: true })
  })

  serve(app, routes.security, { preHandler: requireSession(ctx) }, async (request) => {
    const { user } = authOf(request)
    const signIns = await lastSignIns(ctx.db, user.id)
    return ok({
      phone: maskPhone(user.phone),
      phoneBound: Boolean(user.phone),
      email: maskEmail(user.email),
      emailBound: Boolean(user.email),
      passwordChangedAt: await passwordChangedAt(ctx.db, user.id),
      signIns: signIns.map((s) => ({
        at: s.at,
        ip: s.ip,
        browser: browserLine(s.userAgent, langOfRequest(request)),
        method: s.method,
      })),
      // Platform operators also see the super-login audit (/uac/account/superLogin/audit).
      operator: await isOperator(ctx.db, user.id),
    })
  })
}
