import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { brandOfRequest } from '../../brands/brand-of-host'

const routes = contract.operations.versionNotice

/**
 * §7 operations version notice and click, for every signed-in user: the newest published notice of
 * the request host's brand (or of all brands) the user has not clicked yet, and the click that reads it.
 */
export function versionNoticeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.latest, { preHandler: requireSession(ctx) }, async (request) => {
    const { user } = authOf(request)
    const brand = await brandOfRequest(ctx, request)
    const notice = await ctx.db
      .selectFrom('operations_notice')
      .select(['id', 'version', 'title', 'content', 'publish_at as publishAt'])
      .where('publish_at', '<=', ctx.now())
      .where((eb) => eb.or([eb('sys_code', 'is', null), eb('sys_code', '=', brand.sysCode)]))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('operations_notice_read')
              .select('user_id')
              .whereRef('operations_notice_read.notice_id', '=', 'operations_notice.id')
              .where('operations_notice_read.user_id', '=', user.id),
          ),
        ),
      )
      .orderBy('publish_at', 'desc')
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
    return ok(notice ?? null)
  })

  serve(app, routes.click, { preHandler: requireSession(ctx) }, async (request) => {
    const { user } = authOf(request)
    const notice = await ctx.db
      .selectFrom('operations_notice')
      .select('id')
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (!notice) throw new GatewayError(codes.notFound, 'No such version notice')
    const read = await ctx.db
      .selectFrom('operations_notice_read')
      .select('user_id')
      .where('notice_id', '=', notice.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst()
    if (!read) {
      // Two tabs clicking at once: the second insert meets the primary key; the notice is read either way.
      await ctx.db
        .insertInto('operations_notice_read')
        .values({ notice_id: notice.id, user_id: user.id, read_at: ctx.now() })
        .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
        .execute()
    }
    return ok(true)
  })
}
