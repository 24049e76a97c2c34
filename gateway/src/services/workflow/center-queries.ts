import type { Db } from '../../core/db/types'
import { onBehalfNames } from './delegation/routing'
import { type CenterQuery, type Tab, TABS, tabCount, tabCounts, tabQuery, tabRows } from './center-tabs'
import { summaryIn, titleIn, toInstance } from './store'
import type { InstanceStatus } from './types'

export { type CenterQuery, type Tab, TABS, tabQuery }

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
  const total = await tabCount(db, query)
  // A page past the last (an empty tab most often) is answered without its query, which sorts even when nothing matches.
  const found = (page - 1) * rows >= total ? [] : await tabRows(db, query, { limit: rows, offset: (page - 1) * rows })
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
  return (await tabCounts(db, query, false)).counts
}

/**
 * Counts per tab and whether the tenant's workflow outbox holds notices not yet sent (outbox.ts), read together in
 * one query: the approval centre's findCount sends them only when some wait.
 */
export async function centerCountsAndOutbox(db: Db, query: Omit<CenterQuery, 'tab'>) {
  return tabCounts(db, query, true)
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
