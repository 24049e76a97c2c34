import { sql, type Kysely } from 'kysely'
import type { Database } from '../../core/db/types'

/** §9 recent views: within 7 days. */
const RECENT_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
/** Entries kept per user and tenant (the newest). */
const RECENT_KEEP = 20

export interface RecentView {
  kind: string
  title: string
  appCode: string
  path: string
}
interface Owner {
  tenantId: number
  userId: number
}

/**
 * Notes a page or record the user opened; keeps the newest RECENT_KEEP of the last RECENT_DAYS days. A page view of
 * a record opened from search keeps the record's kind and title.
 */
export async function recordRecentView(
  db: Kysely<Database>,
  owner: Owner,
  view: RecentView,
  now: number,
): Promise<void> {
  const mine = { tenant_id: owner.tenantId, user_id: owner.userId }
  const title = view.title.trim()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('search_recent')
      .values({ ...mine, app_code: view.appCode, path: view.path, kind: view.kind, title, viewed_at: now })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'user_id', 'app_code', 'path']).doUpdateSet(
          view.kind === 'page'
            ? {
                viewed_at: now,
                title: sql<string>`case when search_recent.kind = 'page' then excluded.title else search_recent.title end`,
              }
            : { kind: view.kind, title, viewed_at: now },
        ),
      )
      .execute()
    const kept = await trx
      .selectFrom('search_recent')
      .select('viewed_at')
      .where('tenant_id', '=', mine.tenant_id)
      .where('user_id', '=', mine.user_id)
      .orderBy('viewed_at', 'desc')
      .offset(RECENT_KEEP - 1)
      .limit(1)
      .executeTakeFirst()
    const cutoff = Math.max(now - RECENT_DAYS * DAY_MS, kept ? kept.viewed_at : 0)
    await trx
      .deleteFrom('search_recent')
      .where('tenant_id', '=', mine.tenant_id)
      .where('user_id', '=', mine.user_id)
      .where('viewed_at', '<', cutoff)
      .execute()
  })
}

/** The user's recent views of the last RECENT_DAYS days, newest first (older ones are dropped). */
export async function recentViewsOf(
  db: Kysely<Database>,
  owner: Owner,
  now: number,
): Promise<Array<RecentView & { viewedAt: number }>> {
  const since = now - RECENT_DAYS * DAY_MS
  await db
    .deleteFrom('search_recent')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('viewed_at', '<', since)
    .execute()
  const rows = await db
    .selectFrom('search_recent')
    .select(['kind', 'title', 'app_code', 'path', 'viewed_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('viewed_at', '>=', since)
    .orderBy('viewed_at', 'desc')
    .limit(RECENT_KEEP)
    .execute()
  return rows.map((row) => ({
    kind: row.kind,
    title: row.title,
    appCode: row.app_code,
    path: row.path,
    viewedAt: row.viewed_at,
  }))
}
