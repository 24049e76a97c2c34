import { sql } from 'kysely'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { GatewayError, codes } from '../../core/errors'
import { say, type Lang } from './texts'

// The deployment's budget of work done for callers without a session (drawing captchas, sending
// codes, QR tickets, registrations, starts of single sign-on and messaging sign-in), on top of each route's per-address limits: those stop one
// address, this stops many addresses together from running up the bill (SMS, mail, CPU). One
// row of attempt_counter counts every process's spending in the running minute; a process that
// found the budget spent answers without the database until that minute ends.

const KEY = 'public:work'
const MINUTE = 60_000

/** Per database (tests run several gateways in one process): when the spent budget's minute ends. */
const spentUntil = new WeakMap<Db, number>()

/**
 * Spends one unit of the budget (config publicWorkPerMinute units a minute); throws 400115 'The service is
 * busy, please try again shortly' when this minute's budget is gone.
 */
export async function spendPublicWork(ctx: GatewayContext, lang: Lang): Promise<void> {
  const { db } = ctx
  const now = ctx.now()
  const until = spentUntil.get(db) ?? 0
  if (now < until && now >= until - MINUTE) throw busy(lang)
  const start = now - MINUTE
  // One statement, so processes spending together never lose a count.
  const row = await db.insertInto('attempt_counter').values({ key: KEY, count: 1, window_start: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      count: sql<number>`case when attempt_counter.window_start <= ${start} then 1 else attempt_counter.count + 1 end`,
      window_start: sql<number>`case when attempt_counter.window_start <= ${start} then ${now} else attempt_counter.window_start end`,
    }))
    .returning(['count', 'window_start']).executeTakeFirstOrThrow()
  if (row.count > ctx.config.publicWorkPerMinute) {
    spentUntil.set(db, Number(row.window_start) + MINUTE)
    throw busy(lang)
  }
}

const busy = (lang: Lang) => new GatewayError(codes.busy, say(lang, 'busy'))
