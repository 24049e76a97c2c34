import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { PollingWorker, type WorkerLog } from '../../../core/polling-worker'
import { tenantTimeZone } from '../../scheduling'
import { closeYear, expireCarried } from './carry'
import { settleYear } from './settle'

/** How often the rollover looks whether a tenant's day has turned. */
export const ROLLOVER_POLL_MS = 15 * 60_000

/** The day in a time zone, 'YYYY-MM-DD'. */
export const dayIn = (now: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

/**
 * One tenant's balances brought to `onDay`: the year before completed (its last accruals, its leavers, its carried days
 * past their expiry day, which a gateway down since before that day has not expired yet) and closed into this year
 * (carry-over and expiry), this year's grants and accruals, and the carried days past their expiry day.
 * Every step writes entries whose keys make a second run write nothing.
 */
export async function rollOver(db: Db, tenantId: number, onDay: string, now: number): Promise<void> {
  const year = Number(onDay.slice(0, 4))
  await settleYear(db, tenantId, year - 1, `${year - 1}-12-31`, now)
  await expireCarried(db, tenantId, year - 1, `${year - 1}-12-31`, now)
  await closeYear(db, tenantId, year, now)
  await settleYear(db, tenantId, year, onDay, now)
  await expireCarried(db, tenantId, year, onDay, now)
}

/**
 * Records a day's rollover of a tenant that wrote ledger entries (its own, written at `now` by nobody): how many of
 * each kind, when and how long, for the Tasks view (rollover-tasks.ts). A day that changed nothing is not recorded.
 */
async function recordRun(db: Db, tenantId: number, day: string, now: number, tookMs: number): Promise<void> {
  const kinds = await db
    .selectFrom('leave_ledger')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '=', now)
    .where('by_user', 'is', null)
    .groupBy('kind')
    .execute()
  const count = (...names: string[]) =>
    kinds.filter((row) => names.includes(row.kind)).reduce((sum, row) => sum + Number(row.n), 0)
  const entries = kinds.reduce((sum, row) => sum + Number(row.n), 0)
  if (entries === 0) return
  const run = {
    started_at: now,
    finished_at: now + tookMs,
    entries,
    granted: count('grant', 'accrual'),
    carried: count('carry'),
    expired: count('expire'),
    paid_out: count('payout'),
  }
  await db
    .insertInto('leave_rollover_run')
    .values({ tenant_id: tenantId, day, ...run })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'day']).doUpdateSet(run))
    .execute()
}

/**
 * Rolls each tenant's balances over once a day, in its time zone: a tenant whose recorded day is not today is rolled
 * over to today, then today is recorded. After downtime the first pass catches up (the steps read the ledger, not the
 * days missed); a pass stopped half-way is finished by the next one.
 */
export async function rollOverDue(db: Db, now: number): Promise<number> {
  const tenants = await db.selectFrom('tenant').select('id').orderBy('id').execute()
  const done = new Map(
    (await db.selectFrom('leave_rollover').select(['tenant_id', 'day']).execute()).map((row) => [
      row.tenant_id,
      row.day,
    ]),
  )
  let rolled = 0
  for (const { id } of tenants) {
    const today = dayIn(now, await tenantTimeZone(db, id))
    if (done.get(id) === today) continue
    await db.transaction().execute(async (trx) => {
      const started = Date.now()
      await rollOver(trx, id, today, now)
      await recordRun(trx, id, today, now, Date.now() - started)
      await trx
        .insertInto('leave_rollover')
        .values({ tenant_id: id, day: today, finished_at: now })
        .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet({ day: today, finished_at: now }))
        .execute()
    })
    rolled += 1
  }
  return rolled
}

class RolloverWorker extends PollingWorker {
  constructor(
    private readonly ctx: GatewayContext,
    log: WorkerLog,
  ) {
    super({ batch: Number.POSITIVE_INFINITY, pollMs: ROLLOVER_POLL_MS, what: 'leave rollover', log })
  }

  async pass(): Promise<number> {
    return rollOverDue(this.ctx.db, this.ctx.now())
  }
}

/** Runs the daily rollover while the gateway runs (started when it is ready, stopped when it closes). */
export function rolloverRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const worker = new RolloverWorker(ctx, app.log)
  app.addHook('onReady', async () => worker.start())
  app.addHook('onClose', async () => worker.stop())
}
