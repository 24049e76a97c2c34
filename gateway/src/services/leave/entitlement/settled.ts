import { tenantScope, watchedCacheOf } from '../../../core/cache'
import type { Db } from '../../../core/db/types'
import { holderFactsOf } from './people'
import { settleHolders } from './settle'

/**
 * The tables a balance read's settling reads: the staff facts (app_user, employee, employee_profile), the policies
 * (leave_type), the ledger and the approved absences (leave_request). On PostgreSQL each is named on the bus when it
 * changes (core/db/migrations 051, 058, 179, 181).
 */
export const SETTLE_TABLES: ReadonlySet<string> = new Set([
  'app_user',
  'employee',
  'employee_profile',
  'leave_type',
  'leave_ledger',
  'leave_request',
])

type Facts = Awaited<ReturnType<typeof holderFactsOf>>

/** The account's staff facts of `year`, its entitlements of this year and next year settled on `onDay` first. */
async function settle(db: Db, tenantId: number, userId: number, year: number, onDay: string, now: number) {
  const facts = await holderFactsOf(db, tenantId, userId, year)
  const thisYear = Number(onDay.slice(0, 4))
  if ((year === thisYear || year === thisYear + 1) && facts?.holder)
    await settleHolders(db, tenantId, year, onDay, now, [facts.holder])
  return facts
}

/**
 * An account's staff facts whatever the year (holderFactsOf), its entitlements of `year` settled on `onDay` first when
 * `year` is this year or next year. What a settling writes depends only on SETTLE_TABLES' rows and `onDay`'s month, so
 * once an account's year is settled in a month, settling it again writes nothing until one of those tables changes:
 * the facts are kept (in a cache of their own, dropped on any change of SETTLE_TABLES, in this process or, on
 * PostgreSQL, in any other) and the next read of the same account, year and month neither reads nor settles again.
 * A settling that writes drops them itself, so they are kept only from a settling that found nothing to write.
 */
export function settledFactsOf(
  db: Db,
  tenantId: number,
  userId: number,
  year: number,
  onDay: string,
  now: number,
): Promise<Facts> {
  const cache = watchedCacheOf(db, 'leave-settled', SETTLE_TABLES)
  const load = () => settle(db, tenantId, userId, year, onDay, now)
  return cache ? cache.get(tenantScope(tenantId), `${userId}:${year}:${onDay.slice(0, 7)}`, load) : load()
}
