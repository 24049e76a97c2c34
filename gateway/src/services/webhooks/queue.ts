import type { Db } from '../../core/db/types'

/** How long a delivery is retried after its event: a day. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000
/** How long a taken row stays with its worker before another may take it (a process that died). */
export const LEASE_MS = 60 * 1000

/** The wait before try `attempts + 1`: 30 s, 1 min, 2 min … at most an hour (so about 30 tries in a day). */
export const retryAfter = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000)

export type DueDelivery = Awaited<ReturnType<typeof dueDeliveries>>[number]

/** Pending rows due now, not held by a live lease, oldest first. */
export const dueDeliveries = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('app_webhook_delivery')
    .select(['id', 'tenant_id', 'app_code', 'topic', 'url', 'body', 'attempts', 'created_at', 'lease_until'])
    .where('status', '=', 'pending')
    .where('next_at', '<=', now)
    .where('lease_until', '<=', now)
    .orderBy('next_at')
    .limit(limit)
    .execute()

/** Takes the row for this worker; false when another took it first. */
export async function claimDelivery(db: Db, row: DueDelivery, now: number): Promise<boolean> {
  const result = await db
    .updateTable('app_webhook_delivery')
    .set({ lease_until: now + LEASE_MS })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('lease_until', '=', row.lease_until)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** What one try came to: the answer's status (null without one) and the error in words. */
export interface TryOutcome {
  status: number | null
  error: string | null
}

/** Records a try: delivered on 2xx; else tried again after {@link retryAfter}, or failed once the day is over. */
export async function recordTry(db: Db, row: DueDelivery, outcome: TryOutcome, now: number): Promise<void> {
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300
  // This try's number (the row is leased to this worker); the count itself goes up in the update.
  const nextAt = now + retryAfter(Number(row.attempts) + 1)
  const status = ok ? 'delivered' : nextAt > Number(row.created_at) + RETRY_FOR_MS ? 'failed' : 'pending'
  await db
    .updateTable('app_webhook_delivery')
    .set((eb) => ({
      status,
      attempts: eb('attempts', '+', 1),
      next_at: status === 'pending' ? nextAt : now,
      lease_until: 0,
      last_status: outcome.status,
      last_error: ok ? null : (outcome.error ?? `HTTP ${outcome.status}`).slice(0, 500),
      tried_at: now,
    }))
    .where('id', '=', row.id)
    .execute()
}
