import type { Db } from '../../core/db/types'
import type { NotifyDeliveryTable } from './tables'

// The rows of notify_delivery as the workers use them: take the due ones under a lease, then mark each sent, put it
// back for another try, or give it up.

export type Delivery = NotifyDeliveryTable

/** Up to `limit` queued rows due at `now`, oldest first (every tenant). */
export async function dueDeliveries(db: Db, now: number, limit: number): Promise<Delivery[]> {
  return db
    .selectFrom('notify_delivery')
    .selectAll()
    .where('state', '=', 'queued')
    .where('next_at', '<=', now)
    .orderBy('next_at')
    .limit(limit)
    .execute()
}

/**
 * Takes a due row until `now + leaseMs` (another worker, in this process or another, skips it meanwhile): true when
 * this caller got it. The row is compared by the due time it was read with, so of two workers only one wins.
 */
export async function claimDelivery(db: Db, row: Delivery, now: number, leaseMs: number): Promise<boolean> {
  const claimed = await db
    .updateTable('notify_delivery')
    .set({ next_at: now + leaseMs })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .where('state', '=', 'queued')
    .where('next_at', '=', row.next_at)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}

/** Marks a row sent (it leaves the queue: no worker takes it again). */
export async function markSent(db: Db, row: Delivery, attempts: number, now: number): Promise<void> {
  await db
    .updateTable('notify_delivery')
    .set({ state: 'sent', attempts, sent_at: now, last_error: '' })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .where('state', '=', 'queued')
    .execute()
}

/** Puts a row back for another try at `nextAt`. */
export async function markRetry(db: Db, row: Delivery, attempts: number, nextAt: number, error: string): Promise<void> {
  await db
    .updateTable('notify_delivery')
    .set({ attempts, next_at: nextAt, last_error: error.slice(0, 500) })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .where('state', '=', 'queued')
    .execute()
}

/** Ends a row without sending: 'failed' (given up) or 'skipped' (nowhere to send it). */
export async function markEnded(
  db: Db,
  row: Delivery,
  state: 'failed' | 'skipped',
  attempts: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('notify_delivery')
    .set({ state, attempts, last_error: error.slice(0, 500) })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .where('state', '=', 'queued')
    .execute()
}

/** Queues a failed row of the tenant again, due now, with fresh tries: false when there is no such failed row. */
export async function retryFailed(db: Db, tenantId: number, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('notify_delivery')
    .set({ state: 'queued', attempts: 0, next_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
