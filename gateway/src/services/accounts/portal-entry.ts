import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import { REMEMBERED_SESSION_TTL_MS } from '../../core/auth/sessions'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { browserLine, sameBrowser } from './browser-name'

const { portal: routes } = contract.accounts

/**
 * §7 portal loginIn: the shell calls it when it enters the portal with a signed session (once per page load). The
 * session's first entry is recorded, in whichever tab or process it comes, and answers the user's sign-in to this tenant
 * before this session's; when that came from elsewhere the portal says when and from where, so a sign-in its user does
 * not know of stands out. Later entries of the same session answer nothing to show.
 */
export function portalEntryRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.enter, { preHandler: requireSession(ctx) }, async (request) => {
    const { session, user } = authOf(request)
    const now = ctx.now()
    const inserted = await ctx.db
      .insertInto('portal_entry')
      .values({ tenant_id: session.tenant_id, token_hash: session.token_hash, user_id: user.id, entered_at: now })
      .onConflict((oc) => oc.columns(['tenant_id', 'token_hash']).doNothing())
      .executeTakeFirst()
    const firstEntry = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
    if (!firstEntry) return ok({ firstEntry, previousSignIn: null, fromElsewhere: false })
    // Entries outlive no session: the longest a session lasts is a remembered one's.
    await ctx.db
      .deleteFrom('portal_entry')
      .where('tenant_id', '=', session.tenant_id)
      .where('entered_at', '<', now - REMEMBERED_SESSION_TTL_MS)
      .execute()
    // This session's own sign-in is recorded as it opens (at or after created_at): the one before is older.
    const previous = await ctx.db
      .selectFrom('sign_in_history')
      .select(['at', 'ip', 'user_agent', 'method'])
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', user.id)
      .where('at', '<', session.created_at)
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirst()
    return ok({
      firstEntry,
      previousSignIn: previous
        ? {
            at: Number(previous.at),
            ip: previous.ip,
            browser: browserLine(previous.user_agent, langOfRequest(request)),
            method: previous.method,
          }
        : null,
      fromElsewhere:
        previous !== undefined && (previous.ip !== session.ip || !sameBrowser(previous.user_agent, session.user_agent)),
    })
  })
}
