import { workflowContract } from '@hr-portal/api'
import { sql } from 'kysely'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { delegatedToFilter, onBehalfNames } from './delegation/routing'
import { notFromHiddenApps } from './source-apps'
import { summaryIn, titleIn, toInstance } from './store'
import type { InstanceStatus } from './types'

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

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The instances of one tab for the user, in the tenant. */
export function tabQuery(db: Db, query: CenterQuery) {
  let base = db.selectFrom('wf_instance').where('wf_instance.tenant_id', '=', query.tenantId)
  if (query.tab === 'todo') {
    // Waiting for me, or for an approver who is away and named me their delegate (delegation/routing.ts).
    const now = query.now ?? Date.now()
    base = base
      .where('wf_instance.status', '=', 'running')
      .where((eb) =>
        eb.or([
          eb(
            'wf_instance.id',
            'in',
            db
              .selectFrom('wf_task')
              .select('instance_id')
              .where('tenant_id', '=', query.tenantId)
              .where('user_id', '=', query.userId)
              .where('status', '=', 'pending'),
          ),
          delegatedToFilter(eb, db, query.tenantId, query.userId, now),
        ]),
      )
  } else if (query.tab === 'done') {
    base = base.where(
      'wf_instance.id',
      'in',
      db
        .selectFrom('wf_action')
        .select('instance_id')
        .where('tenant_id', '=', query.tenantId)
        .where('actor_id', '=', query.userId)
        .where('event', 'in', APPROVER_EVENTS),
    )
  } else {
    base = base.where('wf_instance.applicant_id', '=', query.userId)
  }
  if (query.bizType) base = base.where('wf_instance.biz_type', '=', query.bizType)
  if (query.hiddenApps?.size) base = base.where(notFromHiddenApps(db, query.tenantId, query.hiddenApps))
  const keyword = query.keyword?.trim().toLowerCase()
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`
    base = base.where((eb) =>
      eb.or(
        ['wf_instance.title', 'wf_instance.title_message', 'wf_instance.applicant_name'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
  }
  return base
}

export interface CenterRow {
  id: string
  bizType: string
  bizId: string
  title: string
  summary: string
  applicantId: number
  applicantName: string
  status: InstanceStatus
  currentStepName: { zh: string; en: string } | null
  createdAt: number
  updatedAt: number
  finishedAt: number | null
  /** In todo: the away approver the request waits for, whom I hold it for as their delegate (null: it waits for me). */
  onBehalfOf: { id: number; name: string } | null
}

export async function centerPage(db: Db, query: CenterQuery, page: number, rows: number) {
  const base = tabQuery(db, query)
  const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst()
  const total = Number(count?.total ?? 0)
  // A page past the last (an empty tab most often) is answered without its query, which sorts even when nothing matches.
  const found =
    (page - 1) * rows >= total
      ? []
      : await base
          .selectAll('wf_instance')
          .orderBy('wf_instance.updated_at', 'desc')
          .orderBy('wf_instance.id')
          .limit(rows)
          .offset((page - 1) * rows)
          .execute()
  const onBehalf =
    query.tab === 'todo'
      ? await onBehalfNames(
          db,
          query.tenantId,
          query.userId,
          found.map((row) => row.id),
          query.now ?? Date.now(),
        )
      : new Map()
  return {
    total,
    page,
    totalPage: Math.max(1, Math.ceil(total / rows)),
    rows: found.map((row): CenterRow => {
      const instance = toInstance(row)
      const step = instance.steps[instance.currentStep]
      return {
        id: instance.id,
        bizType: instance.bizType,
        bizId: instance.bizId,
        title: titleIn(instance, query.lang ?? 'zh'),
        summary: summaryIn(instance, query.lang ?? 'zh'),
        applicantId: instance.applicantId,
        applicantName: instance.applicantName,
        status: instance.status,
        currentStepName:
          step && (instance.status === 'running' || instance.status === 'returned')
            ? { zh: step.nameZh, en: step.nameEn }
            : null,
        createdAt: instance.createdAt,
        updatedAt: instance.updatedAt,
        finishedAt: instance.finishedAt,
        onBehalfOf: onBehalf.get(instance.id) ?? null,
      }
    }),
  }
}

/** Counts per tab (findCount), in one query. */
export async function centerCounts(db: Db, query: Omit<CenterQuery, 'tab'>): Promise<Record<Tab, number>> {
  return (await countsQuery(db, query, false)).counts
}

/**
 * Counts per tab and whether the tenant's workflow outbox holds notices not yet sent (outbox.ts), read together in
 * one query: the approval centre's findCount sends them only when some wait.
 */
export async function centerCountsAndOutbox(db: Db, query: Omit<CenterQuery, 'tab'>) {
  return countsQuery(db, query, true)
}

async function countsQuery(db: Db, query: Omit<CenterQuery, 'tab'>, outbox: boolean) {
  const row = (await db
    .selectNoFrom((eb) => [
      ...TABS.map((tab) =>
        tabQuery(db, { ...query, tab })
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as(tab),
      ),
      ...(outbox
        ? [
            eb
              .selectFrom('wf_action')
              .select('seq')
              .where('tenant_id', '=', query.tenantId)
              .where('notified_at', 'is', null)
              .limit(1)
              .as('pending'),
          ]
        : []),
    ])
    .executeTakeFirst()) as Record<string, unknown> | undefined
  const counts = Object.fromEntries(TABS.map((tab) => [tab, Number(row?.[tab] ?? 0)])) as Record<Tab, number>
  return { counts, outboxPending: row?.pending !== null && row?.pending !== undefined }
}

/** A business type among the user's requests, with the name its workflow was saved under (null: none saved). */
export interface CenterType {
  bizType: string
  name: string | null
}

/** The business types of the requests in any of the user's tabs, for the centre's approval-type filter. */
export async function centerTypes(
  db: Db,
  query: Omit<CenterQuery, 'tab' | 'bizType' | 'keyword'>,
): Promise<CenterType[]> {
  const found = await Promise.all(
    TABS.map((tab) =>
      tabQuery(db, { ...query, tab })
        .select('wf_instance.biz_type')
        .distinct()
        .execute(),
    ),
  )
  const types = [...new Set(found.flat().map((row) => row.biz_type))].sort()
  if (types.length === 0) return []
  const names = await db
    .selectFrom('wf_definition')
    .select(['biz_type', 'name'])
    .where('tenant_id', '=', query.tenantId)
    .where('biz_type', 'in', types)
    .execute()
  const nameOf = new Map(names.map((row) => [row.biz_type, row.name]))
  return types.map((bizType) => ({ bizType, name: nameOf.get(bizType) ?? null }))
}
