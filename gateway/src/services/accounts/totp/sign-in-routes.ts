import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { issueLogin } from '../../../core/auth/issue-login'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { checkSecondFactor } from './code-check'
import { noticeTenantOf, sendFactorNotice } from './factor-notices'
import { recoveryCodesLeft } from './recovery-codes'
import { countAttempt, pendingSignIn, takeSignIn } from './second-step'
import { sayTotp, totpCodes } from './texts'

/**
 * The second step of a sign-in (signInWithSecondFactor): the ticket and a 6-digit code of the authenticator or a
 * recovery code; then the session opens (or the tenant choice comes), as the first step would have done. A
 * recovery code sends its owner a notice saying how many are left.
 */
export function totpSignInRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.accounts.signIn.totpLogin, {}, async (request, reply) => {
    const lang = langOfRequest(request)
    const pending = await pendingSignIn(ctx, request.body.totpTicket, lang)
    let used
    try {
      used = await checkSecondFactor(ctx, pending.user_id, request.body.code, lang, { allowRecovery: true })
    } catch (error) {
      const wrong =
        error instanceof GatewayError && (error.code === totpCodes.wrongCode || error.code === totpCodes.locked)
      if (wrong) await countAttempt(ctx, pending.ticket_hash)
      throw error
    }
    if (!(await takeSignIn(ctx, pending.ticket_hash)))
      throw new GatewayError(totpCodes.ticketExpired, sayTotp(lang, 'ticketExpired'))
    const user = await ctx.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', pending.user_id)
      .executeTakeFirstOrThrow()
    const answer = await issueLogin(ctx, reply, user, {
      tenantId: pending.tenant_id ?? undefined,
      remember: pending.remember === 1,
      method: pending.method,
      anyTenant: pending.any_tenant === 1,
    })
    // A recovery code used by someone else must not go unnoticed: the owner hears of it, with the codes left.
    if (used === 'recovery') {
      const tenantId = await noticeTenantOf(
        ctx,
        user,
        'tenantId' in answer && typeof answer.tenantId === 'number' ? answer.tenantId : pending.tenant_id,
      )
      if (tenantId !== undefined) {
        await sendFactorNotice(
          ctx,
          request.log,
          { userId: user.id, tenantId, from: { id: user.id, name: user.real_name || user.user_name } },
          { kind: 'recoveryUsed', left: await recoveryCodesLeft(ctx.db, user.id) },
        )
      }
    }
    return ok(answer)
  })
}
