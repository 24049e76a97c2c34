import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { accountOfStaff, resetFactor, resetRefusal, RESET_TOTP_FUNCTION } from './admin-reset'
import { enabledTotp } from './code-check'
import { sayTotp, totpCodes } from './texts'

const { totpResets: routes } = contract.accounts

/**
 * An administrator's reset of a staff member's two-step verification (button 100205 of the staff list), for a
 * user who lost both the phone and the recovery codes: the state on the staff record, and the reset.
 */
export function totpAdminRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.status, { preHandler: requireFunction(ctx, RESET_TOTP_FUNCTION) }, async (request) => {
    const { user, session } = authOf(request)
    const admin = { user, tenantId: session.tenant_id }
    const target = await accountOfStaff(ctx, admin, request.body.staffId, langOfRequest(request))
    if (!target) return ok({ account: null, enabled: false, refusal: null })
    const refusal = await resetRefusal(ctx, admin, target)
    return ok({
      account: target.user_name,
      enabled: (await enabledTotp(ctx, target.id)) !== undefined,
      refusal: refusal && sayTotp(langOfRequest(request), refusal),
    })
  })

  serve(app, routes.reset, { preHandler: requireFunction(ctx, RESET_TOTP_FUNCTION) }, async (request) => {
    const started = Date.now()
    const lang = langOfRequest(request)
    const { user, session } = authOf(request)
    const admin = { user, tenantId: session.tenant_id }
    const target = await accountOfStaff(ctx, admin, request.body.staffId, lang)
    if (!target) throw new GatewayError(codes.userNotFound, sayTotp(lang, 'noAccount'))
    const refusal = await resetRefusal(ctx, admin, target)
    if (refusal)
      throw new GatewayError(refusal === 'resetSelf' ? codes.badInput : codes.noPermission, sayTotp(lang, refusal))
    if (!(await enabledTotp(ctx, target.id))) throw new GatewayError(totpCodes.badState, sayTotp(lang, 'notOn'))
    await resetFactor(ctx, request.log, admin, target, started)
    return ok({ account: target.user_name })
  })
}
