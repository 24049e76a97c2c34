import type { FastifyInstance } from 'fastify'
import { hashPassword, verifyPassword } from '../../core/auth/password'
import { clearLoginFailures, lockedFor, recordLoginFailure, throttleKeys, waitText } from './login-throttle'
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
}

// Compared against when the account does not exist, so both failures take the same time.
const decoy = hashPassword('decoy password that never matches')

export function loginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: LoginBody }>('/uac/account/login', {
    schema: {
      body: objectBody(
        { account: text(100, 1), password: text(200, 1), noLogin7Days: flag(), tenantId: id() },
        ['account', 'password'],
      ),
    },
  }, async (request, reply) => {
    const { account, password, noLogin7Days = false, tenantId } = request.body
    // Brute force: see login-throttle.ts; no password is checked while a wait runs.
    const throttle = throttleKeys(account, request.ip)
    const wait = await lockedFor(ctx.db, throttle, ctx.now())
    if (wait > 0) throw new GatewayError(codes.tooManyLogins, waitText(wait))
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
