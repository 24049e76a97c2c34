import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { hashPassword, verifyPassword } from '../../../core/auth/password'
import { sessionsEnded } from '../../../core/auth/session-ends'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { normalDestination, say, consumeCode } from '../../message'
import { passwordProblem } from '../password-rules'
import { TOO_GUESSABLE, tooGuessable } from '../password-strength'
import { notePasswordChanged } from './password-changed'
import { langFrom, sayText } from './texts'
import { setAccountPassword } from '../../people'

const { account: routes } = contract.accounts

/**
 * §7 reset password (forgotten): the account, the phone or e-mail bound to it, the code sent there
 * (purpose 'reset') and a new password under the §5 policy. Every session of the user ends.
 * An unknown account, or one that is not bound to that address, answers as a wrong code does.
 */
export function resetPasswordRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.resetPassword, {}, async (request) => {
    const { account, channel, code, newPassword, confirmPassword } = request.body
    const lang = langFrom(request.headers['accept-language'])
    if (confirmPassword !== undefined && confirmPassword !== newPassword) {
      throw new GatewayError(codes.weakPassword, sayText(lang, 'inconsistent'))
    }
    // Checks that need no account come first, so a weak password does not spend the code.
    const problem = passwordProblem(newPassword, '')
    if (problem) throw new GatewayError(codes.weakPassword, problem)
    if (tooGuessable(newPassword, [account])) throw new GatewayError(codes.weakPassword, TOO_GUESSABLE[lang])
    const destination = normalDestination(channel, request.body.destination, lang)
    await consumeCode(ctx, { purpose: 'reset', channel, destination, code, ip: request.ip, lang })

    // The code proves the address; the account must be the one bound to it. Only now may the
    // answer depend on the account (before, 'must differ' would tell whether a password is current).
    const query = ctx.db.selectFrom('app_user').selectAll().where('user_name', '=', account.trim())
    const user =
      channel === 'sms'
        ? await query.where('phone', '=', destination).executeTakeFirst()
        : await query.where((eb) => eb(eb.fn('lower', ['email']), '=', destination)).executeTakeFirst()
    if (!user) throw new GatewayError(codes.wrongCode, say(lang, 'wrongCode'))
    if (await verifyPassword(newPassword, { hash: user.password_hash, salt: user.password_salt })) {
      throw new GatewayError(codes.weakPassword, sayText(lang, 'differs'))
    }
    if (tooGuessable(newPassword, [user.user_name, user.real_name, user.email])) {
      throw new GatewayError(codes.weakPassword, TOO_GUESSABLE[lang])
    }
    const { hash, salt } = await hashPassword(newPassword)
    const now = ctx.now()
    await ctx.db.transaction().execute(async (trx) => {
      await setAccountPassword(trx, user.id, { hash, salt })
      // A forgotten password may mean a stolen one: every session ends, none is kept.
      await trx
        .updateTable('session')
        .set({ revoked_at: now })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute()
      await notePasswordChanged(trx, user.id, now)
    })
    await sessionsEnded(ctx.bus, { userIds: [user.id] })
    return ok(null)
  })
}
