import type { Static, dirsyncContract } from '@hr-portal/api'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import type { DirectoryChange } from '../../integrations/messaging/directory'
import type { Step } from './plan'
import { emptyCounts, type Counts, type RecordResult, type Trigger } from './runs'
import type { DirsyncRunTable } from './tables'
import { sayReason } from './texts'

const countsOf = (raw: string): Counts => {
  try {
    return { ...emptyCounts(), ...(JSON.parse(raw) as Partial<Counts>) }
  } catch {
    return emptyCounts()
  }
}

type RunView = Static<typeof dirsyncContract.run>
type RecordView = Static<typeof dirsyncContract.runRecord>
type StepView = Static<typeof dirsyncContract.step>

async function viewOf(ctx: GatewayContext, lang: Lang, row: DirsyncRunTable): Promise<RunView> {
  const who =
    row.user_id === null
      ? null
      : await ctx.db
          .selectFrom('app_user')
          .select(['real_name', 'user_name'])
          .where('id', '=', row.user_id)
          .executeTakeFirst()
  return {
    id: row.id,
    platform: row.platform as RunView['platform'],
    trigger: row.trigger as Trigger,
    status: row.status as RunView['status'],
    startedAt: Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    startedBy: who ? who.real_name || who.user_name : null,
    counts: countsOf(row.counts),
    error: sayReason(lang, row.error),
  }
}

/** One run of the tenant with its counts, or null. */
export async function runView(
  ctx: GatewayContext,
  lang: Lang,
  tenantId: number,
  runId: string,
): Promise<RunView | null> {
  const row = await ctx.db
    .selectFrom('dirsync_run')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .executeTakeFirst()
  return row ? viewOf(ctx, lang, row) : null
}

/** The tenant's runs, newest first. */
export async function runsOf(
  ctx: GatewayContext,
  lang: Lang,
  tenantId: number,
  query: { platform?: string; pageNum?: number; pageSize?: number },
) {
  const pageSize = query.pageSize ?? 20
  const pageNum = query.pageNum ?? 1
  let select = ctx.db.selectFrom('dirsync_run').where('tenant_id', '=', tenantId)
  if (query.platform) select = select.where('platform', '=', query.platform)
  const total = await select.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await select
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute()
  return {
    total: Number(total.n),
    pageNum,
    pageSize,
    list: await Promise.all(rows.map((row) => viewOf(ctx, lang, row))),
  }
}

/** A run's records with their changes and reasons in `lang`. */
export async function recordsOf(
  ctx: GatewayContext,
  lang: Lang,
  tenantId: number,
  runId: string,
  result?: string,
): Promise<RecordView[]> {
  let select = ctx.db
    .selectFrom('dirsync_record')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
  if (result) select = select.where('result', '=', result)
  const rows = await select.orderBy('seq').limit(5000).execute()
  return rows.map((row) => ({
    seq: row.seq,
    kind: row.kind as RecordView['kind'],
    platformId: row.platform_id,
    name: row.name,
    action: row.action,
    result: row.result as RecordResult,
    changes: JSON.parse(row.changes) as RecordView['changes'],
    reason: sayReason(lang, row.reason),
    retried: row.retried === 1,
  }))
}

/** The platform records a run failed on, as changes to read again (retry). */
export async function failedChanges(ctx: GatewayContext, tenantId: number, runId: string): Promise<DirectoryChange[]> {
  const rows = await ctx.db
    .selectFrom('dirsync_record')
    .select(['kind', 'platform_id'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('result', '=', 'failed')
    .execute()
  return rows.map((row) => ({
    kind: row.kind === 'unit' ? 'department' : 'member',
    action: 'updated',
    id: row.platform_id,
  }))
}

/** A planned step as the dry run shows it. */
export function stepView(lang: Lang, step: Step): StepView {
  return {
    kind: step.kind,
    platformId: step.platformId,
    name: step.name,
    action: step.action,
    changes: step.changes,
    reason: step.reason ? sayReason(lang, JSON.stringify(step.reason)) : '',
  }
}
