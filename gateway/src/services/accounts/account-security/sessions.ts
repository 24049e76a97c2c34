import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import { isIdle, lastActiveOf } from '../../../core/auth/idle'
import { sessionsEnded } from '../../../core/auth/session-ends'
import { sessionIdOf } from '../../../core/auth/sessions'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { browserLine } from '../browser-name'
import { langFrom, sayText } from './texts'

const { sessions: routes } = contract.accounts

/**
 * The caller's live sessions in every tenant (unexpired, unrevoked, not idle past their tenant's timeout), with
 * their token hashes and tenant names. Filtered by the caller's own user id: a person's sessions are theirs
 * whichever tenant they are signed in to, and no one else's are ever read.
 */
async function liveSessions(db: Db, userId: number, now: number) {
  const rows = await db
    .selectFrom('session')
    .innerJoin('tenant', 'tenant.id', 'session.tenant_id')
    .selectAll('session')
    .select(['tenant.idle_minutes', 'tenant.name as tenant_name'])
    .where('session.user_id', '=', userId)
    .where('session.expires_at', '>', now)
    .where('session.revoked_at', 'is', null)
    .execute()
  return rows.filter((row) => !isIdle(row, Number(row.idle_minutes), now))
}

/**
 * The caller's own sessions (OWASP ASVS 7.5.2): the list, ending one of the others, ending all the others, in
 * every tenant the caller is signed in to (a stolen session in another tenant is the same person's account). An
 * ended session's next request is refused and its notice streams end at once.
 */
export function sessionListRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.list, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const rows = await liveSessions(ctx.db, user.id, ctx.now())
    const lang = langFrom(request.headers['accept-language'])
    // The tenant of each session: a person of several tenants sees and ends their sessions in all of them.
    const list = rows.map((row) => ({
      id: sessionIdOf(row.token_hash),
      browser: browserLine(row.user_agent, lang),
      ip: row.ip,
      tenantName: row.tenant_name,
      signedInAt: Number(row.created_at),
      lastActiveAt: lastActiveOf(row),
      current: row.token_hash === session.token_hash,
    }))
    list.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt - a.lastActiveAt)
    return ok(list)
  })

  serve(app, routes.signOut, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const lang = langFrom(request.headers['accept-language'])
    if (request.body.id === sessionIdOf(session.token_hash))
      throw new GatewayError(codes.badInput, sayText(lang, 'sessionIsCurrent'))
    const rows = await liveSessions(ctx.db, user.id, ctx.now())
    const target = rows.find((row) => sessionIdOf(row.token_hash) === request.body.id)
    if (!target) throw new GatewayError(codes.badInput, sayText(lang, 'sessionGone'))
    await ctx.db
      .updateTable('session')
      .set({ revoked_at: ctx.now() })
      .where('token_hash', '=', target.token_hash)
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute()
    await sessionsEnded(ctx.bus, { userIds: [user.id] })
    return ok({ ended: 1 })
  })

  serve(app, routes.signOutOthers, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const result = await ctx.db
      .updateTable('session')
      .set({ revoked_at: ctx.now() })
      .where('user_id', '=', user.id)
      .where('token_hash', '!=', session.token_hash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', ctx.now())
      .executeTakeFirst()
    await sessionsEnded(ctx.bus, { userIds: [user.id] })
    return ok({ ended: Number(result.numUpdatedRows) })
  })
}
