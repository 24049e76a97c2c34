import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import { hashPassword, verifyPassword } from '../../core/auth/password'
import { throttleKeys, waitText } from './login-throttle'
import { guardPasswordCheck } from './password-guard'
import { passwordProblem } from './password-rules'
import { TOO_GUESSABLE, tooGuessable } from './password-strength'
import { sessionsEnded } from '../../core/auth/session-ends'
import { revokeOtherSessions } from '../../core/auth/sessions'
import { notePasswordChanged } from './account-security/password-changed'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { setAccountPassword } from '../people'

const { account: routes } = contract.accounts

/** Password change (§5); every other session of the user ends, this one stays. */
export function passwordRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.updatePassword, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const { oldPassword, newPassword, confirmPassword } = request.body
    if (confirmPassword !== undefined && confirmPassword !== newPassword) {
      throw new GatewayError(codes.weakPassword, 'The password entered twice is inconsistent!')
    }
    // The old-password check is a password check like sign-in: throttled by the same counters,
    // so a stolen session cannot brute-force the password.
    const matches = () => verifyPassword(oldPassword, { hash: user.password_hash, salt: user.password_salt })
    const checked = await guardPasswordCheck(ctx.db, throttleKeys(user.user_name, request.ip), () => ctx.now(), matches)
    if (!checked.ok && checked.waitMs > 0) throw new GatewayError(codes.tooManyLogins, waitText(checked.waitMs))
    if (!checked.ok) throw new GatewayError(codes.wrongOldPassword, 'The old password is incorrect')
    const problem = passwordProblem(newPassword, oldPassword)
    if (problem) throw new GatewayError(codes.weakPassword, problem)
    if (tooGuessable(newPassword, [user.user_name, user.real_name, user.email])) {
      throw new GatewayError(codes.weakPassword, TOO_GUESSABLE.en, 200, { texts: TOO_GUESSABLE })
    }
    const { hash, salt } = await hashPassword(newPassword)
    await ctx.db.transaction().execute(async (trx) => {
      await setAccountPassword(trx, user.id, { hash, salt })
      await revokeOtherSessions(trx, user.id, session.token_hash, ctx.now())
      await notePasswordChanged(trx, user.id, ctx.now())
    })
    await sessionsEnded(ctx.bus, { userIds: [user.id] })
    return ok(null)
  })
}
