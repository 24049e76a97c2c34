import type { GatewayContext } from '../../core/context'
import { allowedHostsOf, outboundFetch, refusedForAddress } from '../../core/outbound'
import { PollingWorker, type WorkerLog } from '../../core/polling-worker'
import { claimDelivery, dueDeliveries, recordTry, type DueDelivery, type TryOutcome } from './queue'
import { HEADERS, signPayload } from './signature'

/** Rows one pass sends side by side. */
export const WEBHOOK_BATCH = 10
/** How often an idle worker looks for due rows. */
export const WEBHOOK_POLL_MS = 1000
/** One try's time limit: a vendor's server that does not answer in time is tried again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * Sends the webhook queue: takes due rows (a lease, so several gateway processes share it), signs each body with the
 * installation's secret at the moment of the try, POSTs it to the vendor's address (public addresses only, unless the
 * configuration allows loopback: development), and records the outcome (queue.ts retries for a day).
 */
export class WebhookWorker extends PollingWorker {
  constructor(
    private readonly ctx: GatewayContext,
    private readonly log: WorkerLog,
  ) {
    super({ batch: WEBHOOK_BATCH, pollMs: WEBHOOK_POLL_MS, what: 'webhook delivery', log })
  }

  async pass(): Promise<number> {
    const { db } = this.ctx
    const now = this.ctx.now()
    const rows = await dueDeliveries(db, now, WEBHOOK_BATCH)
    const sent = await Promise.all(
      rows.map(async (row) => {
        if (!(await claimDelivery(db, row, now))) return 0
        await recordTry(db, row, await this.send(row), this.ctx.now())
        return 1
      }),
    )
    return sent.reduce<number>((a, b) => a + b, 0)
  }

  private async send(row: DueDelivery): Promise<TryOutcome> {
    const hook = await this.ctx.db
      .selectFrom('app_webhook')
      .select('secret')
      .where('tenant_id', '=', row.tenant_id)
      .where('app_code', '=', row.app_code)
      .executeTakeFirst()
    if (!hook) return { status: null, error: 'the installation has no webhook secret' }
    const timestamp = Math.floor(this.ctx.now() / 1000)
    try {
      const answer = await outboundFetch(row.url, {
        method: 'POST',
        reach: { allowHosts: allowedHostsOf(this.ctx.config.outbound) },
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'hr-portal-webhooks/1',
          [HEADERS.id]: row.id,
          [HEADERS.topic]: row.topic,
          [HEADERS.timestamp]: String(timestamp),
          [HEADERS.signature]: signPayload(hook.secret, timestamp, row.body),
        },
        body: row.body,
      })
      await answer.body?.cancel()
      return { status: answer.status, error: null }
    } catch (error) {
      const reason = refusedForAddress(error)
        ? 'the address is not a public one'
        : error instanceof Error
          ? error.message
          : String(error)
      this.log.warn({ delivery: row.id, app: row.app_code, err: error }, 'webhook could not be delivered')
      return { status: null, error: reason }
    }
  }
}
