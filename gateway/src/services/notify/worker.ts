import type { GatewayContext } from '../../core/context'
import { PollingWorker, type WorkerLog } from '../../core/polling-worker'
import { claimDelivery, dueDeliveries, markEnded, markRetry, markSent, type Delivery } from './outbox-store'
import { recipientRefusal } from './recipient-check'
import { DeliveryFailure, sendDelivery } from './senders'
import { needOfRow } from './stored-need'

/** Rows a worker takes in one pass (sent side by side). */
export const NOTIFY_BATCH = 20
/** How often an idle worker looks for due rows (a notice queued in this process wakes it at once). */
export const NOTIFY_POLL_MS = 2000
/**
 * How long a taken row stays with its worker before another may take it (a process that died): longer than a try can
 * last (a platform's token and send calls, or an SMTP session), so a slow try is not taken by a second worker.
 */
export const NOTIFY_LEASE_MS = 5 * 60 * 1000
/** Tries of one delivery before it is given up (state 'failed'; an administrator may retry it). */
export const NOTIFY_MAX_ATTEMPTS = 6

/** The wait before try `attempts + 1`: 30 s, 1 min, 2 min, 4 min, 8 min … at most 30 minutes. */
export const notifyRetryAfter = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 30 * 60 * 1000)

/**
 * Sends the notification outbox (notify_delivery). Several workers, in one process or several, share it: a worker
 * takes a due row under a lease (claimDelivery), sends it, and marks it sent in the step right after the send; a
 * failed try waits {@link notifyRetryAfter} and is given up after {@link NOTIFY_MAX_ATTEMPTS} tries or at once when
 * retrying cannot help (the platform does not know the person).
 *
 * What "never twice" holds to: a row marked sent is never taken again, and a row is taken by one worker at a time,
 * so a restart sends only rows not marked sent. One window stays: a process that dies after the mail server or the
 * platform accepted a message and before the row was marked sent leaves the row queued, and after its lease another
 * worker sends it again. That second copy carries the same identity: the e-mail the same Message-ID (derived from the
 * row, so mail clients and servers recognise the resend), Feishu the same `uuid` (Feishu drops it), WeCom and DingTalk
 * the same content to the same person (WeCom's duplicate check and DingTalk's once-a-day rule drop it). The in-portal
 * notice has no such key: in that window a person may see it twice in the message centre.
 */
export class NotifyWorker extends PollingWorker {
  constructor(
    private readonly ctx: GatewayContext,
    private readonly log: WorkerLog,
  ) {
    super({ batch: NOTIFY_BATCH, pollMs: NOTIFY_POLL_MS, what: 'notification', log })
  }

  /** One pass over the due rows; answers how many it took. */
  async pass(): Promise<number> {
    const now = this.ctx.now()
    const rows = await dueDeliveries(this.ctx.db, now, NOTIFY_BATCH)
    const taken = await Promise.all(
      rows.map(async (row) => {
        if (!(await claimDelivery(this.ctx.db, row, now, NOTIFY_LEASE_MS))) return 0
        await this.deliver(row, now)
        return 1
      }),
    )
    return taken.reduce<number>((a, b) => a + b, 0)
  }

  private async deliver(row: Delivery, now: number): Promise<void> {
    const { db } = this.ctx
    const attempts = row.attempts + 1
    // The recipient is checked as of now, before anything leaves: someone who left, lost the function or the data
    // range the content needs gets nothing, and the row ends 'skipped' with the reason (the administrators' list).
    const need = needOfRow(row)
    const refusal = need === null ? 'badNeed' : await recipientRefusal(db, row.tenant_id, row.user_id, need)
    if (refusal !== null) {
      this.log.warn(
        {
          delivery: row.id,
          tenant: row.tenant_id,
          user: row.user_id,
          channel: row.channel,
          kind: row.kind,
          reason: refusal,
        },
        'notification dropped: its recipient may no longer receive it',
      )
      return markEnded(db, row, 'skipped', row.attempts, `${refusal}|`)
    }
    let failure: DeliveryFailure | null = null
    try {
      await sendDelivery(this.ctx, row)
    } catch (error) {
      failure =
        error instanceof DeliveryFailure
          ? error
          : new DeliveryFailure(`unknown|${error instanceof Error ? error.message : String(error)}`, false)
    }
    // Sent: marked at once, and a failure to mark is not a failure to send (it must not lead to another try now).
    if (failure === null) return markSent(db, row, attempts, this.ctx.now())
    const details = {
      delivery: row.id,
      tenant: row.tenant_id,
      channel: row.channel,
      kind: row.kind,
      attempts,
      reason: failure.reason,
    }
    if (failure.final && failure.reason.startsWith('notConnected|'))
      return markEnded(db, row, 'skipped', row.attempts, failure.reason)
    if (failure.final || attempts >= NOTIFY_MAX_ATTEMPTS) {
      this.log.error(details, 'notification could not be sent; given up')
      return markEnded(db, row, 'failed', attempts, failure.reason)
    }
    this.log.warn(
      { ...details, retryInMs: notifyRetryAfter(attempts) },
      'notification could not be sent; will try again',
    )
    await markRetry(db, row, attempts, now + notifyRetryAfter(attempts), failure.reason)
  }
}
