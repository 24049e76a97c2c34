import { sql } from 'kysely'
import type { Db } from '../../../core/db/types'

/** Page views of one page of one app over the period, with the number of distinct users. */
export interface PageViewRow {
  app: string
  page: string
  views: number
  users: number
}
/** Clicks on one menu item over the period. */
export interface MenuClickRow {
  app: string
  name: string
  page: string
  clicks: number
}
/** Views per UTC day (YYYY-MM-DD), days without views included as 0. */
export interface DailyViewRow {
  day: string
  views: number
}

export interface PageViewReport {
  days: number
  totalViews: number
  pages: PageViewRow[]
  menus: MenuClickRow[]
  daily: DailyViewRow[]
  custom: Array<{ app: string; name: string; count: number }>
}

const DAY_MS = 86_400_000
const TOP = 20
/** The event's UTC day number; a literal divisor so both engines see the same expression in select and group by. */
const dayOf = sql<number>`at / ${sql.lit(DAY_MS)}`

/** The page-views report of one tenant over the last `days` days up to `now` (by the events' dates). */
export async function pageViewReport(db: Db, tenantId: number, now: number, days: number): Promise<PageViewReport> {
  const firstDay = Math.floor(now / DAY_MS) - days + 1
  const since = firstDay * DAY_MS
  const ofType = (type: string) =>
    db
      .selectFrom('tracking_event')
      .where('tenant_id', '=', tenantId)
      .where('type', '=', type)
      .where('at', '>=', since)
      .where('at', '<=', now)
  const [pages, menus, custom, times] = await Promise.all([
    ofType('pageView')
      .select(['app', 'page'])
      .select((eb) => [eb.fn.countAll<number>().as('views'), eb.fn.count<number>('user_id').distinct().as('users')])
      .groupBy(['app', 'page'])
      .orderBy('views', 'desc')
      .orderBy('app')
      .orderBy('page')
      .limit(TOP)
      .execute(),
    // One row per menu item (its page): the title it was clicked under may differ by language.
    ofType('menuClick')
      .select(['app', 'page'])
      .select((eb) => [eb.fn.max('name').as('name'), eb.fn.countAll<number>().as('clicks')])
      .groupBy(['app', 'page'])
      .orderBy('clicks', 'desc')
      .orderBy('page')
      .limit(TOP)
      .execute(),
    ofType('custom')
      .select(['app', 'name'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .groupBy(['app', 'name'])
      .orderBy('count', 'desc')
      .orderBy('name')
      .limit(TOP)
      .execute(),
    // Day buckets in integer arithmetic, the same on SQLite and PostgreSQL.
    ofType('pageView')
      .select((eb) => [eb.fn.countAll<number>().as('views'), dayOf.as('day')])
      .groupBy(dayOf)
      .execute(),
  ])
  const perDay = new Map(times.map((t) => [Number(t.day), Number(t.views)]))
  const daily = Array.from({ length: days }, (_, i) => ({
    day: new Date((firstDay + i) * DAY_MS).toISOString().slice(0, 10),
    views: perDay.get(firstDay + i) ?? 0,
  }))
  return {
    days,
    totalViews: daily.reduce((sum, d) => sum + d.views, 0),
    pages: pages.map((r) => ({ app: r.app, page: r.page, views: Number(r.views), users: Number(r.users) })),
    menus: menus.map((r) => ({ app: r.app, name: r.name, page: r.page, clicks: Number(r.clicks) })),
    daily,
    custom: custom.map((r) => ({ app: r.app, name: r.name, count: Number(r.count) })),
  }
}
