import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import { hashPassword, verifyPassword } from '../../../core/auth/password'
import { lastSignIns } from '../../../core/auth/sign-in-history'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes, texts } from '../../../core/errors'
import { objectBody, text } from '../../../core/http/schema'
import { requireCaptchaPass } from '../../message/verification'
import { clearLoginFailures, hasFailures, lockedFor, recordLoginFailure, throttleKeys, waitText } from '../login-throttle'
import { isOperator } from '../super-login/operator'
import { browserName } from './browser-name'
import { maskEmail, maskPhone } from './mask'
import { passwordChangedAt } from './password-changed'

// Compared against when the account does not exist, so both failures take the same time.
const decoy = hashPassword('decoy password that never matches')

/** §7 account info, validate account and password, and security info. */
export function accountInfoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/uac/account/getAccountInfo', { schema: { body: objectBody({}) }, preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    return ok({
      userName: user.user_name, realName: user.real_name, tenantId: session.tenant_id,
      phone: maskPhone(user.phone), email: maskEmail(user.email),
    })
  })

  // The same check and the same counters as sign-in; answers never tell an unknown account from a wrong password.
  app.post<{ Body: { account: string; password: string; captchaToken?: string } }>('/uac/account/validateAccountPassword', {
    schema: { body: objectBody({ account: text(100, 1), password: text(200, 1), captchaToken: text(100) }, ['account', 'password']) },
  }, async (request) => {
    const { account, password } = request.body
    const throttle = throttleKeys(account, request.ip)
    const wait = await lockedFor(ctx.db, throttle, ctx.now())
    if (wait > 0) throw new GatewayError(codes.tooManyLogins, waitText(wait))
    if (await hasFailures(ctx.db, throttle, ctx.now())) {
      await requireCaptchaPass(ctx, request.body.captchaToken, request.ip, String(request.headers['accept-language'] ?? ''))
    }
    const user = await ctx.db.selectFrom('app_user').selectAll().where('user_name', '=', account.trim()).executeTakeFirst()
    const matches = await verifyPassword(password, user ? { hash: user.password_hash, salt: user.password_salt } : await decoy)
    if (!user || !matches) {
      await recordLoginFailure(ctx.db, throttle, ctx.now())
      throw new GatewayError(codes.wrongCredentials, texts.wrongCredentials)
    }
    await clearLoginFailures(ctx.db, throttle)
    return ok({ valid: true })
  })

  app.post('/uac/account/getSecurityInfo', { schema: { body: objectBody({}) }, preHandler: requireSession(ctx) }, async (request) => {
    const { user } = authOf(request)
    const signIns = await lastSignIns(ctx.db, user.id)
    return ok({
      phone: maskPhone(user.phone), phoneBound: Boolean(user.phone),
      email: maskEmail(user.email), emailBound: Boolean(user.email),
      passwordChangedAt: await passwordChangedAt(ctx.db, user.id),
      signIns: signIns.map((s) => ({ at: s.at, ip: s.ip, browser: browserName(s.userAgent), method: s.method })),
      // Platform operators also see the super-login audit (/uac/account/superLogin/audit).
      operator: await isOperator(ctx.db, user.id),
    })
  })
}
