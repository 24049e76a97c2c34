import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { loose, objectBody, text } from '../../../core/http/schema'
import { langOf } from '../lang'
import { searchAccessOf } from './access'
import { SEARCH_KINDS } from '../../search'

/** §9 recent views: within 7 days. */
export const RECENT_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
/** Entries kept per user and tenant (the newest). */
export const RECENT_KEEP = 20
/** Entries answered. */
export const RECENT_SHOWN = 8

interface ViewBody { kind: string; title: string; appCode: string; path: string }

/**
 * Recent views under the search box: `globalSearch/recordView` notes a page or record the user opened
 * (session tenant and user), `globalSearch/recent` answers the newest of the last 7 days that the user
 * may still open; older ones are dropped.
 */
export function recentViewRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: ViewBody }>('/joyhr/web/globalSearch/recordView', {
    schema: {
      body: objectBody({
        kind: { type: 'string', enum: [...SEARCH_KINDS, 'page'] },
        title: text(300, 1),
        appCode: { type: 'string', maxLength: 60, pattern: '^[a-z0-9-]*$' },
        path: { type: 'string', minLength: 1, maxLength: 500, pattern: '^/' },
      }, ['kind', 'title', 'appCode', 'path']),
    },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    const { kind, title, appCode, path } = request.body
    const now = ctx.now()
    const mine = { tenant_id: session.tenant_id, user_id: user.id }
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('search_recent').values({ ...mine, app_code: appCode, path, kind, title: title.trim(), viewed_at: now })
        // A page view of a record opened from search keeps the record's kind and title.
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'app_code', 'path'])
          .doUpdateSet(kind === 'page'
            ? { viewed_at: now, title: sql<string>`case when search_recent.kind = 'page' then excluded.title else search_recent.title end` }
            : { kind, title: title.trim(), viewed_at: now }))
        .execute()
      const kept = await trx.selectFrom('search_recent').select('viewed_at')
        .where('tenant_id', '=', mine.tenant_id).where('user_id', '=', mine.user_id)
        .orderBy('viewed_at', 'desc').offset(RECENT_KEEP - 1).limit(1).executeTakeFirst()
      const cutoff = Math.max(now - RECENT_DAYS * DAY_MS, kept ? kept.viewed_at : 0)
      await trx.deleteFrom('search_recent')
        .where('tenant_id', '=', mine.tenant_id).where('user_id', '=', mine.user_id).where('viewed_at', '<', cutoff)
        .execute()
    })
    return ok(true)
  })

  app.post<{ Body: { lang?: string | number } }>('/joyhr/web/globalSearch/recent', {
    schema: { body: objectBody({ lang: loose(20) }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    const since = ctx.now() - RECENT_DAYS * DAY_MS
    await ctx.db.deleteFrom('search_recent')
      .where('tenant_id', '=', session.tenant_id).where('user_id', '=', user.id).where('viewed_at', '<', since)
      .execute()
    const rows = await ctx.db.selectFrom('search_recent').select(['kind', 'title', 'app_code', 'path', 'viewed_at'])
      .where('tenant_id', '=', session.tenant_id).where('user_id', '=', user.id).where('viewed_at', '>=', since)
      .orderBy('viewed_at', 'desc').limit(RECENT_KEEP).execute()
    const access = await searchAccessOf(ctx, user, session, langOf(request, request.body.lang))
    const items = rows.filter((row) => access.mayOpen(row.app_code, row.path)).slice(0, RECENT_SHOWN)
      .map((row) => ({ kind: row.kind, title: row.title, appCode: row.app_code, path: row.path, viewedAt: row.viewed_at }))
    return ok(items)
  })
}
