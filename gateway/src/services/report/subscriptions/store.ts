import type { Db } from '../../../core/db/types'
import type { ReportRunTable, ReportSubscriptionTable } from '../tables'

// The rows of report_subscription and report_run as the scheduler uses them: take a due run once, record how it ended.

/** Up to `limit` subscriptions due at `now` that are not paused, oldest due first (every tenant). */
export function dueSubscriptions(db: Db, now: number, limit: number): Promise<ReportSubscriptionTable[]> {
  return db
    .selectFrom('report_subscription')
    .selectAll()
    .where('paused', '=', 0)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit)
    .execute()
}

/**
 * Takes the run of a due subscription at its `next_run_at` by moving it on to `nextRunAt`: true for the one caller (in
 * this process or another) whose update found the time it read; every other scheduler finds it moved and skips it.
 */
export async function claimRun(db: Db, row: ReportSubscriptionTable, nextRunAt: number): Promise<boolean> {
  const claimed = await db
    .updateTable('report_subscription')
    .set({ next_run_at: nextRunAt })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .where('paused', '=', 0)
    .where('next_run_at', '=', row.next_run_at)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}

/** Records a taken run as running; false when this run (subscription and time) is recorded already. */
export async function startRun(db: Db, run: ReportRunTable): Promise<boolean> {
  const result = await db
    .insertInto('report_run')
    .values(run)
    .onConflict((oc) => oc.columns(['tenant_id', 'subscription_id', 'scheduled_for']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

/** Ends a run: sent with its file and table, or failed with its reason. */
export async function endRun(
  db: Db,
  run: ReportRunTable,
  end: Pick<ReportRunTable, 'state' | 'reason' | 'file_name' | 'result' | 'params'>,
  now: number,
): Promise<void> {
  await db
    .updateTable('report_run')
    .set({ ...end, reason: end.reason.slice(0, 500), finished_at: now })
    .where('tenant_id', '=', run.tenant_id)
    .where('id', '=', run.id)
    .execute()
}
