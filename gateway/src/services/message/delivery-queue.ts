import type { Db } from '../../core/db/types'
import type { CodeChannel } from './destination'

// The rows of code_delivery (migration 034): a request adds one per code, a worker
// (delivery-worker.ts) takes the due ones, sends them and marks them done.

export interface QueuedCode {
  id: string
  channel: CodeChannel
  destination: string
  subject: string
  body: string
  /** False for a destination without an account: the row is kept alike, and nothing goes out. */
  send: boolean
  now: number
  expiresAt: number
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'failed' | 'expired'

/** Adds a code to the queue, due at once. */
export async function enqueueCode(db: Db, code: QueuedCode): Promise<void> {
  await db
    .insertInto('code_delivery')
    .values({
      id: code.id,
      channel: code.channel,
      destination: code.destination,
      subject: code.subject,
      body: code.body,
      send: code.send ? 1 : 0,
      created_at: code.now,
      expires_at: code.expiresAt,
      next_at: code.now,
      attempts: 0,
      last_error: '',
      outcome: null,
      done_at: null,
    })
    .execute()
}

/** Up to `limit` rows waiting and due at `now`, oldest first. */
export async function dueCodes(db: Db, now: number, limit: number) {
  return db
    .selectFrom('code_delivery')
    .selectAll()
    .where('done_at', 'is', null)
    .where('next_at', '<=', now)
    .orderBy('next_at')
    .limit(limit)
    .execute()
}

/**
 * Takes a due row for `leaseMs` (another worker, in this process or another, skips it meanwhile):
 * true when this caller got it.
 */
export async function claimCode(
  db: Db,
  row: { id: string; next_at: number },
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const claimed = await db
    .updateTable('code_delivery')
    .set({ next_at: now + leaseMs })
    .where('id', '=', row.id)
    .where('next_at', '=', row.next_at)
    .where('done_at', 'is', null)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}

/** Marks a row done and forgets its message (the code goes nowhere else). */
export async function finishCode(db: Db, id: string, outcome: DeliveryOutcome, now: number, error = ''): Promise<void> {
  await db
    .updateTable('code_delivery')
    .set({ outcome, done_at: now, body: '', last_error: error.slice(0, 300) })
    .where('id', '=', id)
    .execute()
}

/** Puts a row back for another try at `nextAt`. */
export async function retryCode(db: Db, id: string, attempts: number, nextAt: number, error: string): Promise<void> {
  await db
    .updateTable('code_delivery')
    .set({ attempts, next_at: nextAt, last_error: error.slice(0, 300) })
    .where('id', '=', id)
    .execute()
}

/** Codes still waiting to go out (not done and not past their expiry). */
export async function waitingCodes(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('code_delivery')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('done_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Deletes rows done before `before`. */
export async function pruneCodes(db: Db, before: number): Promise<void> {
  await db.deleteFrom('code_delivery').where('done_at', '<', before).execute()
}
