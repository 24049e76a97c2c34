import type { GatewayContext } from '../../core/context'
import { PollingWorker, type WorkerLog } from '../../core/polling-worker'
import { claimCode, dueCodes, finishCode, pruneCodes, retryCode } from './delivery-queue'

/** Rows a worker takes in one pass (sent side by side). */
export const DELIVERY_BATCH = 20
/** How often an idle worker looks for due rows (a code asked in this process wakes it at once). */
export const DELIVERY_POLL_MS = 1000
/** How long a taken row stays with its worker before another may take it (a process that died). */
export const DELIVERY_LEASE_MS = 60 * 1000
/** Tries to send one code before it is given up. */
export const DELIVERY_MAX_ATTEMPTS = 6
const DAY = 24 * 60 * 60 * 1000

/** The wait before try `attempts + 1`: 2 s, 4 s, 8 s … at most a minute. */
export const retryAfter = (attempts: number): number => Math.min(2000 * 2 ** (attempts - 1), 60 * 1000)

/**
 * Sends the codes of the code_delivery queue: takes due rows (a lease, so several processes share
 * the queue), sends each by SMS or e-mail, and on failure tries again after {@link retryAfter}
 * until the code expires or {@link DELIVERY_MAX_ATTEMPTS} tries failed; every failure is logged.
 * Rows survive a restart: a row taken by a process that died is taken again after its lease.
 */
export class DeliveryWorker extends PollingWorker {
  constructor(
    private readonly ctx: GatewayContext,
    private readonly log: WorkerLog,
  ) {
    super({ batch: DELIVERY_BATCH, pollMs: DELIVERY_POLL_MS, what: 'code delivery', log })
  }

  /** One pass over the due rows; answers how many it handled. */
  async pass(): Promise<number> {
    const { db } = this.ctx
    const now = this.ctx.now()
    const rows = await dueCodes(db, now, DELIVERY_BATCH)
    const handled = await Promise.all(
      rows.map(async (row) => {
        if (!(await claimCode(db, row, now, DELIVERY_LEASE_MS))) return 0
        await this.deliver(row, now)
        return 1
      }),
    )
    await pruneCodes(db, now - DAY)
    return handled.reduce<number>((a, b) => a + b, 0)
  }

  private async deliver(
    row: {
      id: string
      channel: string
      destination: string
      subject: string
      body: string
      send: number
      expires_at: number
      attempts: number
    },
    now: number,
  ): Promise<void> {
    const { db, integrations } = this.ctx
    if (!row.send) return finishCode(db, row.id, 'skipped', now)
    if (Number(row.expires_at) <= now) {
      this.log.error(
        { delivery: row.id, channel: row.channel, attempts: row.attempts },
        'verification code expired before it could be sent',
      )
      return finishCode(db, row.id, 'expired', now, 'expired')
    }
    let failure: unknown = null
    try {
      if (row.channel === 'sms') await integrations.sms.send(row.destination, row.body)
      else await integrations.mail.send({ to: row.destination, subject: row.subject, text: row.body })
    } catch (error) {
      failure = error ?? new Error('send failed')
    }
    if (failure === null) return finishCode(db, row.id, 'sent', this.ctx.now())
    const attempts = row.attempts + 1
    const reason = failure instanceof Error ? failure.message : String(failure)
    const nextAt = now + retryAfter(attempts)
    if (attempts >= DELIVERY_MAX_ATTEMPTS || nextAt >= Number(row.expires_at)) {
      this.log.error(
        { delivery: row.id, channel: row.channel, attempts, err: failure },
        'verification code could not be sent; given up',
      )
      return finishCode(db, row.id, 'failed', now, reason)
    }
    this.log.warn(
      { delivery: row.id, channel: row.channel, attempts, retryInMs: nextAt - now, err: failure },
      'verification code could not be sent; will try again',
    )
    await retryCode(db, row.id, attempts, nextAt, reason)
  }
}
