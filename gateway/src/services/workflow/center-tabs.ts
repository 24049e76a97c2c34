import { workflowContract } from '@hr-portal/api'
import { type Compilable, sql } from 'kysely'
import { type FixedQuery, fixedQuery } from '../../core/db/fixed-query'
import type { Database, Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { delegatedToFilterOf, namedInStepsPatterns } from './delegation/routing'
import { notFromHiddenApps } from './source-apps'

/** The approval centre's tabs: waiting for me, done by me (I resolved, rejected or sent back), started by me. */
export const TABS = workflowContract.TABS
export type Tab = (typeof TABS)[number]

/** Events that count as "done by me". */
const APPROVER_EVENTS = ['resolve', 'reject', 'backRepeatResolve']

/**
 * `now` decides which absences are active (the delegated part of todo); default the clock. `lang`: of the titles
 * (default zh). `hiddenApps`: the apps the session's brand hides, whose requests are left out.
 */
export interface CenterQuery {
  tenantId: number
  userId: number
  tab: Tab
  bizType?: string
  keyword?: string
  now?: number
  lang?: Lang
  hiddenApps?: ReadonlySet<string>
}

/** Which filters a tab's query has (its SQL differs by them); its values are apart (TabValues). */
interface TabShape {
  bizType: boolean
  keyword: boolean
}

/**
 * The values of the tabs' queries: `bizType` and `pattern` (the keyword's LIKE pattern) are read only when the shape
 * has them, `now`, `namedLast` and `namedNext` only by todo (delegation/routing.ts).
 */
type TabValues = {
  tenantId: number
  userId: number
  now: number
  bizType: string
  pattern: string
  namedLast: string
  namedNext: string
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

const keywordOf = (query: Omit<CenterQuery, 'tab'>) => query.keyword?.trim().toLowerCase() ?? ''

const shapeOf = (query: Omit<CenterQuery, 'tab'>): TabShape => ({
  bizType: Boolean(query.bizType),
  keyword: keywordOf(query) !== '',
})

function valuesOf(query: Omit<CenterQuery, 'tab'>): TabValues {
  const keyword = keywordOf(query)
  return {
    tenantId: query.tenantId,
    userId: query.userId,
    now: query.now ?? Date.now(),
    bizType: query.bizType ?? '',
    pattern: keyword ? `%${escapeLike(keyword)}%` : '',
    ...namedInStepsPatterns(query.userId),
  }
}

/**
 * The instances of one tab for the user, in the tenant, from the shape and the values (real ones, or a fixed
 * query's stand-ins). `hiddenApps` (a list, so never in a fixed query): leave out requests these apps started.
 */
function tabWhere(db: Db, tab: Tab, shape: TabShape, v: TabValues, hiddenApps?: ReadonlySet<string>) {
  let base = db.selectFrom('wf_instance').where('wf_instance.tenant_id', '=', v.tenantId)
  if (tab === 'todo') {
    // Waiting for me, or for an approver who is away and named me their delegate (delegation/routing.ts).
    base = base.where('wf_instance.status', '=', 'running').where((eb) =>
      eb.or([
        eb(
          'wf_instance.id',
          'in',
          db
            .selectFrom('wf_task')
            .select('instance_id')
            .where('tenant_id', '=', v.tenantId)
            .where('user_id', '=', v.userId)
            .where('status', '=', 'pending'),
        ),
        delegatedToFilterOf(eb, db, {
          tenantId: v.tenantId,
          delegateId: v.userId,
          now: v.now,
          namedLast: v.namedLast,
          namedNext: v.namedNext,
        }),
      ]),
    )
  } else if (tab === 'done') {
    base = base.where(
      'wf_instance.id',
      'in',
      db
        .selectFrom('wf_action')
        .select('instance_id')
        .where('tenant_id', '=', v.tenantId)
        .where('actor_id', '=', v.userId)
        .where('event', 'in', APPROVER_EVENTS),
    )
  } else {
    base = base.where('wf_instance.applicant_id', '=', v.userId)
  }
  if (shape.bizType) base = base.where('wf_instance.biz_type', '=', v.bizType)
  if (hiddenApps?.size) base = base.where(notFromHiddenApps(db, v.tenantId, hiddenApps))
  if (shape.keyword) {
    base = base.where((eb) =>
      eb.or(
        ['wf_instance.title', 'wf_instance.title_message', 'wf_instance.applicant_name'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${v.pattern} escape '\\'`,
        ),
      ),
    )
  }
  return base
}

/** The instances of one tab for the user, in the tenant (a query to select from). */
export function tabQuery(db: Db, query: CenterQuery) {
  return tabWhere(db, query.tab, shapeOf(query), valuesOf(query), query.hiddenApps)
}

/** A tab's query of one shape, compiled once (core/db/fixed-query.ts), by kind, tab and shape. */
const fixedQueries = new Map<string, FixedQuery<Database, TabValues & PageValues, unknown>>()

type PageValues = {
  limit: number
  offset: number
}

/**
 * The rows of `build` for the query: compiled once per shape and run with the query's values, or built anew when
 * the brand hides apps (their list changes the SQL).
 */
async function run<O>(
  db: Db,
  kind: string,
  query: Omit<CenterQuery, 'tab'>,
  page: PageValues,
  build: (db: Db, shape: TabShape, v: TabValues & PageValues, hiddenApps?: ReadonlySet<string>) => Compilable<O>,
): Promise<O[]> {
  const shape = shapeOf(query)
  const values = { ...valuesOf(query), ...page }
  if (query.hiddenApps?.size) return (await db.executeQuery(build(db, shape, values, query.hiddenApps))).rows
  const key = `${kind}:${shape.bizType}:${shape.keyword}`
  const fixed = fixedQueries.get(key) ?? fixedQuery((fdb, v: TabValues & PageValues) => build(fdb, shape, v))
  fixedQueries.set(key, fixed)
  return (await fixed.execute(db, values)) as O[]
}

const NO_PAGE: PageValues = { limit: 0, offset: 0 }

/** How many instances one tab holds for the user. */
export async function tabCount(db: Db, query: CenterQuery): Promise<number> {
  const [row] = await run(db, `count:${query.tab}`, query, NO_PAGE, (db, shape, v, hidden) =>
    tabWhere(db, query.tab, shape, v, hidden).select((eb) => eb.fn.countAll<number>().as('total')),
  )
  return Number(row?.total ?? 0)
}

/** One page of a tab, the most recently changed first. */
export function tabRows(db: Db, query: CenterQuery, page: PageValues) {
  return run(db, `rows:${query.tab}`, query, page, (db, shape, v, hidden) =>
    tabWhere(db, query.tab, shape, v, hidden)
      .selectAll('wf_instance')
      .orderBy('wf_instance.updated_at', 'desc')
      .orderBy('wf_instance.id')
      .limit(v.limit)
      .offset(v.offset),
  )
}

/**
 * Counts per tab, and with `outbox` whether the tenant's workflow outbox holds notices not yet sent (outbox.ts), in
 * one query.
 */
export async function tabCounts(db: Db, query: Omit<CenterQuery, 'tab'>, outbox: boolean) {
  const [row] = await run(db, `counts:${outbox}`, query, NO_PAGE, (db, shape, v, hidden) =>
    db.selectNoFrom((eb) => [
      ...TABS.map((tab) =>
        tabWhere(db, tab, shape, v, hidden)
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as(tab),
      ),
      ...(outbox
        ? [
            eb
              .selectFrom('wf_action')
              .select('seq')
              .where('tenant_id', '=', v.tenantId)
              .where('notified_at', 'is', null)
              .limit(1)
              .as('pending'),
          ]
        : []),
    ]),
  )
  const found = row as Record<string, unknown> | undefined
  const counts = Object.fromEntries(TABS.map((tab) => [tab, Number(found?.[tab] ?? 0)])) as Record<Tab, number>
  return { counts, outboxPending: found?.pending !== null && found?.pending !== undefined }
}
