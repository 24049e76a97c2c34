import { route } from '../route'
import { bool, integer, list, nullable, num, objectBody, oneOf, record, str, Type } from '../schema'
import { DIRSYNC } from './codes'
import { PLATFORM_BODY, PLATFORMS, TENANT } from './connectors'

/** Where a run read its directory from: a platform, or the older product's export. */
export const SOURCES = [...PLATFORMS, 'old-product'] as const
export const RUN_STATUSES = ['running', 'done', 'failed', 'confirm', 'cancelled'] as const
export const TRIGGERS = ['manual', 'callback', 'schedule', 'retry', 'old-product'] as const
/** What became of a record; 'held': an offboarding waiting for an administrator's confirmation. */
export const RESULTS = ['created', 'updated', 'moved', 'disabled', 'removed', 'skipped', 'failed', 'held'] as const

export const RUN_BODY = objectBody({ runId: Type.String({ format: 'uuid' }) }, ['runId'])

/** A field a step changes, before and after (null: none). */
export const fieldChange = record({ field: str(), before: nullable(str()), after: nullable(str()) })
/** A planned step as the dry run shows it; `reason`: why it is skipped or held, in the request's language ('' none). */
export const step = record({
  kind: oneOf(['unit', 'member']),
  platformId: str(),
  name: str(),
  action: str(),
  changes: list(fieldChange),
  reason: str(),
})
/** A dry run: the plan, or the platform's refusal in words (ok: false). */
export const plan = record({ ok: bool(), message: str(), steps: list(step) })

export const counts = record({
  ...Object.fromEntries(RESULTS.map((result) => [result, integer()])),
  total: integer(),
  done: integer(),
} as Record<(typeof RESULTS)[number] | 'total' | 'done', ReturnType<typeof integer>>)
/** A run of a sync with its counts; `error`: why it failed or was cancelled, in the request's language. */
export const run = record({
  id: str(),
  platform: oneOf(SOURCES),
  trigger: oneOf(TRIGGERS),
  status: oneOf(RUN_STATUSES),
  startedAt: num(),
  finishedAt: nullable(num()),
  startedBy: nullable(str()),
  counts,
  error: str(),
})
/** A record of a run: one unit or member, what was done and why. */
export const runRecord = record({
  seq: integer(),
  kind: oneOf(['unit', 'member']),
  platformId: str(),
  name: str(),
  action: str(),
  result: oneOf(RESULTS),
  changes: list(fieldChange),
  reason: str(),
  retried: bool(),
})
const started = record({ runId: str() })

/** Dry run, sync, the log and retry (§7 /ums/web/wechat sync; function 1009, syncs 100901). */
export const syncs = {
  dryRun: route({
    method: 'POST',
    path: '/ums/web/wechat/sync/dryRun',
    body: PLATFORM_BODY,
    result: plan,
    errors: [DIRSYNC.notConfigured],
    tenant: TENANT,
    summary: 'What a full sync would do now, written nowhere.',
  }),
  start: route({
    method: 'POST',
    path: '/ums/web/wechat/sync/start',
    body: PLATFORM_BODY,
    result: started,
    errors: [DIRSYNC.notConfigured, DIRSYNC.syncRunning],
    tenant: TENANT,
    summary: 'Starts a full sync in the background, audited; answers its run.',
  }),
  runs: route({
    method: 'POST',
    path: '/ums/web/wechat/sync/runs',
    body: objectBody({
      platform: oneOf(SOURCES),
      pageNum: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    }),
    result: record({ total: integer(), pageNum: integer(), pageSize: integer(), list: list(run) }),
    errors: [],
    tenant: TENANT,
    summary: 'A page of the runs, newest first (20 by default).',
  }),
  run: route({
    method: 'POST',
    path: '/ums/web/wechat/sync/run',
    body: RUN_BODY,
    result: run,
    errors: [DIRSYNC.runNotFound],
    tenant: TENANT,
    summary: 'One run with its counts.',
  }),
  records: route({
    method: 'POST',
    path: '/ums/web/wechat/sync/records',
    body: objectBody({ runId: Type.String({ format: 'uuid' }), result: oneOf(RESULTS) }, ['runId']),
    result: list(runRecord),
    errors: [DIRSYNC.runNotFound],
    tenant: TENANT,
    summary: "A run's records (at most 5,000), of one result or all.",
  }),
  retry: route({
    method: 'POST',
    path: '/ums/web/wechat/sync/retry',
    body: RUN_BODY,
    result: started,
    errors: [DIRSYNC.runNotFound, DIRSYNC.nothingToRetry, DIRSYNC.notConfigured],
    tenant: TENANT,
    summary: "Reads a run's failed records again in a new run, audited.",
  }),
}
