import type { FastifyInstance } from 'fastify'
import { hashPassword, verifyPassword } from '../../core/auth/password'
import { clearLoginFailures, hasFailures, lockedFor, recordLoginFailure, throttleKeys, waitText } from './login-throttle'
import { requireCaptchaPass } from '../message/verification'
import { issueLogin } from '../../core/auth/issue-login'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes, texts } from '../../core/errors'
import { flag, id, objectBody, text } from '../../core/http/schema'

interface LoginBody {
  account: string
  password: string
  noLogin7Days?: boolean
  tenantId?: number
  /** A captcha pass (uac/captcha/validate), needed once the account or the address has failed. */
  captchaToken?: string
}

// Compared against when the account does not exist, so both failures take the same time.
const decoy = hashPassword('decoy password that never matches')

export function loginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: LoginBody }>('/uac/account/login', {
    schema: {
      body: objectBody(
        { account: text(100, 1), password: text(200, 1), noLogin7Days: flag(), tenantId: id(), captchaToken: text(100) },
        ['account', 'password'],
      ),
    },
  }, async (request, reply) => {
    const { account, password, noLogin7Days = false, tenantId } = request.body
    // Brute force: see login-throttle.ts; no password is checked while a wait runs.
    const throttle = throttleKeys(account, request.ip)
    const wait = await lockedFor(ctx.db, throttle, ctx.now())
    if (wait > 0) throw new GatewayError(codes.tooManyLogins, waitText(wait))
    // After a failed password of this account or from this address, every try needs a solved captcha (400106).
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

    return ok(await issueLogin(ctx, reply, user, { tenantId, remember: noLogin7Days }))
  })
}
