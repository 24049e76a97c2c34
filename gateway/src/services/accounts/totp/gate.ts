import type { FastifyRequest } from 'fastify'
import { SESSION_CHECKS, type Auth } from '../../../core/auth/guard'
import { handle } from '../../../core/service'
import type { GatewayContext } from '../../../core/context'
import { GatewayError } from '../../../core/errors'
import { langOfRequest } from '../../../core/lang'
import { enabledTotp } from './code-check'
import { heldNoTotpPolicy, totpRequiredFor } from './policy'
import { sayTotp, totpCodes } from './texts'

/** What a session may still reach while its user must set up the authenticator: who they are, and the set-up. */
export const OPEN_WHILE_ENROLLING = new Set([
  '/gateway/uac/account/totp/status',
  '/gateway/uac/account/totp/start',
  '/gateway/uac/account/totp/confirm',
  '/gateway/uac/web/getTokenInfo',
  '/gateway/ums/web/user/getLoginUserInfo',
])

/**
 * A user whose tenant requires an authenticator (policy.ts) and who has none gets 400135 on every other
 * guarded route, whenever the session began: the shell answers it with the set-up page. Signing out stays open
 * (it has no guard). A tenant that requires no authenticator (the common case) is answered from the cache without
 * waiting.
 */
export const totpGate = handle(SESSION_CHECKS, (ctx, request, auth) => {
  if (heldNoTotpPolicy(ctx.db, auth.session.tenant_id) === false) return undefined
  return refuseUnenrolled(ctx, request, auth)
})

async function refuseUnenrolled(ctx: GatewayContext, request: FastifyRequest, auth: Auth): Promise<void> {
  if (!(await totpRequiredFor(ctx.db, auth.user, auth.session.tenant_id))) return
  if (OPEN_WHILE_ENROLLING.has(request.routeOptions.url ?? '')) return
  if (await enabledTotp(ctx, auth.user.id)) return
  throw new GatewayError(totpCodes.enrolRequired, sayTotp(langOfRequest(request), 'enrolRequired'))
}
