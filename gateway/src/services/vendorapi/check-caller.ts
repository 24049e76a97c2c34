import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { canOpenApp } from '../access'
import { appOf, type ApiApp } from './app-of'
import type { Caller } from './audit'
import { limitHeaders, spendCall } from './rate-limit'
import { apiError } from './texts'
import { langOfRequest } from '../../core/lang'

/** Whether the caller's user is still a member of the tenant whose roles open the app (its menu code) there. */
async function userHoldsApp(ctx: GatewayContext, caller: Caller, appCode: string): Promise<boolean> {
  const member = await ctx.db
    .selectFrom('user_tenant')
    .select('user_id')
    .where('tenant_id', '=', caller.tenantId)
    .where('user_id', '=', caller.userId)
    .executeTakeFirst()
  if (!member) return false
  const user = await ctx.db.selectFrom('app_user').selectAll().where('id', '=', caller.userId).executeTakeFirst()
  return user !== undefined && canOpenApp(ctx.db, user, caller.tenantId, appCode)
}

/**
 * What every vendor API call (the token exchange too) checks of its caller, each time: the installation's minute
 * budgets (a user's too, unless a background token calls; the exchanges' apart), told in `RateLimit-*` headers (and
 * `Retry-After` when spent), the app still installed and enabled in the tenant, and a user still able to open it there
 * (an API token outlives no lost role). Answers the app, or throws the refusal after `audit` wrote it (a rate-limit
 * refusal once a minute).
 */
export async function checkCaller(
  ctx: GatewayContext,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  audit: (decision: 'deny', detail: string) => Promise<void>,
  kind: 'call' | 'exchange' = 'call',
): Promise<ApiApp> {
  const spent = await spendCall(ctx.db, caller, ctx.now(), kind)
  const { limited } = spent
  if (limited) {
    reply.headers(limitHeaders(limited, true))
    const key =
      limited.budget === 'user' ? 'userRateLimited' : limited.budget === 'app' ? 'rateLimited' : 'exchangeRateLimited'
    if (limited.first)
      await audit(
        'deny',
        limited.budget === 'user'
          ? 'rate limited for the user'
          : `rate limited (${limited.budget === 'app' ? 'calls' : 'token exchanges'})`,
      )
    throw apiError(langOfRequest(request), key, { seconds: limited.seconds })
  }
  reply.headers(limitHeaders(spent.state, false))
  const app = await appOf(ctx.db, caller.tenantId, caller.appCode)
  if (!app) {
    await audit('deny', 'app not installed or disabled')
    throw apiError(langOfRequest(request), 'appNotInstalled', { app: caller.appCode })
  }
  if (!caller.asApp && !(await userHoldsApp(ctx, caller, app.code))) {
    await audit('deny', 'user may not open the app')
    throw apiError(langOfRequest(request), 'userWithoutApp', { app: caller.appCode })
  }
  return app
}
