import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession, type Auth } from '../../../core/auth/guard'
import { verifyPassword } from '../../../core/auth/password'
import { sessionsEnded } from '../../../core/auth/session-ends'
import { revokeOtherSessions } from '../../../core/auth/sessions'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { normalDestination, consumeCode, type CodeChannel } from '../../message'
import { throttleKeys, waitText } from '../login-throttle'
import { guardPasswordCheck } from '../password-guard'
import { langFrom, sayText, type Lang } from './texts'
import { setAccountContact } from '../../people'

const { account: routes } = contract.accounts

/** The new address's code and the old address's confirmation, as both routes take them. */
interface RebindBody {
  code: string
  password?: string
  oldCode?: string
}

/** The old address is confirmed by the login password (throttled as sign-in is) or a code sent to it. */
async function confirmOld(
  ctx: GatewayContext,
  request: FastifyRequest,
  auth: Auth,
  channel: CodeChannel,
  body: RebindBody,
  lang: Lang,
) {
  const old = channel === 'sms' ? auth.user.phone : auth.user.email.toLowerCase()
  if (body.password) {
    const password = body.password
    const matches = () => verifyPassword(password, { hash: auth.user.password_hash, salt: auth.user.password_salt })
    const checked = await guardPasswordCheck(
      ctx.db,
      throttleKeys(auth.user.user_name, request.ip),
      () => ctx.now(),
      matches,
    )
    if (!checked.ok && checked.waitMs > 0) throw new GatewayError(codes.tooManyLogins, waitText(checked.waitMs))
    if (!checked.ok) throw new GatewayError(codes.wrongOldPassword, sayText(lang, 'wrongPassword'))
    return
  }
  if (body.oldCode && old) {
    await consumeCode(ctx, { purpose: 'bind', channel, destination: old, code: body.oldCode, ip: request.ip, lang })
    return
  }
  throw new GatewayError(codes.badInput, sayText(lang, old ? 'confirmOld' : 'confirmPassword'))
}

/**
 * Binds or changes the phone (resetMobile) or the e-mail (bindEmail): a code sent to the NEW
 * address (purpose 'bind', /uac/account/sendCode) plus a confirmation of the old one. The
 * user's other sessions end; this one stays.
 */
async function rebind(
  ctx: GatewayContext,
  request: FastifyRequest,
  body: RebindBody,
  raw: string,
  channel: CodeChannel,
) {
  const auth = authOf(request)
  const lang = langFrom(request.headers['accept-language'])
  const address = normalDestination(channel, raw, lang)
  const current = channel === 'sms' ? auth.user.phone : auth.user.email.toLowerCase()
  if (address === current) throw new GatewayError(codes.badDestination, sayText(lang, 'sameAddress'))
  await confirmOld(ctx, request, auth, channel, body, lang)
  await consumeCode(ctx, { purpose: 'bind', channel, destination: address, code: body.code, ip: request.ip, lang })
  // Codes sign in by phone or e-mail, so an address belongs to one account only.
  const taken =
    channel === 'sms'
      ? await ctx.db
          .selectFrom('app_user')
          .select('id')
          .where('phone', '=', address)
          .where('id', '!=', auth.user.id)
          .executeTakeFirst()
      : await ctx.db
          .selectFrom('app_user')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
          .where('id', '!=', auth.user.id)
          .executeTakeFirst()
  if (taken)
    throw new GatewayError(codes.badDestination, sayText(lang, channel === 'sms' ? 'takenPhone' : 'takenEmail'))
  await ctx.db.transaction().execute(async (trx) => {
    await setAccountContact(trx, auth.user.id, channel === 'sms' ? { phone: address } : { email: address })
    await revokeOtherSessions(trx, auth.user.id, auth.session.token_hash, ctx.now())
  })
  await sessionsEnded(ctx.bus, { userIds: [auth.user.id] })
  return ok(null)
}

/** §7 reset mobile and bind e-mail. */
export function rebindRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.resetMobile, { preHandler: requireSession(ctx) }, (request) =>
    rebind(ctx, request, request.body, request.body.phone, 'sms'),
  )

  serve(app, routes.bindEmail, { preHandler: requireSession(ctx) }, (request) =>
    rebind(ctx, request, request.body, request.body.email, 'email'),
  )
}
