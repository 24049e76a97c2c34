import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { startDailyScheduler } from '../../../core/daily-scheduler'
import type { Db } from '../../../core/db/types'
import { applyMove, dueMoves } from './apply'
import { runProbationDay } from './probation-day'

/**
 * The day's moves at `now`: every approved move dated today or earlier is applied, each in its own transaction (one
 * that fails is logged and tried again the next day). Safe to run twice: an applied move is no longer due.
 */
export async function runMovesDay(
  ctx: { db: Db; now: () => number },
  now = ctx.now(),
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  let applied = 0
  for (const move of await dueMoves(ctx.db, new Date(now).toISOString().slice(0, 10))) {
    try {
      await ctx.db.transaction().execute((trx) => applyMove(trx, move, now))
      applied++
    } catch (error) {
      onError(error)
    }
  }
  return applied
}

/** Runs the moves' and probation's daily work while the gateway runs, by the gateway's clock. */
export function moveSchedulerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  let scheduler: { stop(): void } | undefined
  app.addHook('onReady', async () => {
    const log = (error: unknown) =>
      app.log.error({ err: error }, 'a move or probation ending due today could not be applied')
    scheduler = startDailyScheduler(
      {
        now: ctx.now,
        setTimer: (run, ms) => setTimeout(run, ms).unref(),
        clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
      },
      async (now) => {
        await runMovesDay(ctx, now, log)
        await runProbationDay(ctx, now, log)
      },
      log,
    )
  })
  app.addHook('onClose', async () => scheduler?.stop())
}
