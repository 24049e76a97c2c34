import { sql, type Kysely } from 'kysely'
import type { Db } from './types'

// The one way the gateway counts attempts (login_failure, attempt_counter: rows of key, count, window_start).
// Each change is one statement that answers the new value, so requests and gateway processes counting at the
// same time never lose a count: a count read first and written back later would count parallel attempts once.

/** The tables that hold counters. */
export type CounterTable = 'attempt_counter' | 'login_failure'

/** A counter after a change: its count and the start of its window (epoch ms). */
export interface Count {
  count: number
  windowStart: number
}

/**
 * Which window a count belongs to: `windowMs` a window from its first event (a new one once it ran out), with
 * `slide` one that restarts at every event (the latest event's time is kept); `windowStart` exactly the window
 * starting then (a count of another window starts again at 0).
 */
export type CountWindow = { windowMs: number; slide?: boolean } | { windowStart: number }

const anyDb = (db: Db) => db as unknown as Kysely<any>

/** Adds `by` (default 1) to the counter `key` of `table` at `now`, in one statement; answers its new value. */
export async function countUp(
  db: Db,
  table: CounterTable,
  key: string,
  window: CountWindow,
  now: number,
  by = 1,
): Promise<Count> {
  const column = (name: string) => sql.ref(`${table}.${name}`)
  const restart =
    'windowStart' in window
      ? sql<boolean>`${column('window_start')} <> ${window.windowStart}`
      : sql<boolean>`${column('window_start')} <= ${now - window.windowMs}`
  // Typed, so that PostgreSQL reads a case of two parameters as numbers.
  const start = sql`cast(${'windowStart' in window ? window.windowStart : now} as bigint)`
  const keep = 'slide' in window && window.slide ? sql`cast(${now} as bigint)` : column('window_start')
  const row = await anyDb(db)
    .insertInto(table)
    .values({ key, count: by, window_start: start })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${restart} then cast(${by} as integer) else ${column('count')} + cast(${by} as integer) end`,
        window_start: sql`case when ${restart} then ${start} else ${keep} end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), windowStart: Number(row.window_start) }
}

/** Takes back one count of `key` (an attempt counted ahead that was then refused), in one statement. */
export async function countDown(db: Db, table: CounterTable, key: string): Promise<void> {
  await anyDb(db)
    .updateTable(table)
    .set({ count: sql`${sql.ref('count')} - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute()
}

/**
 * Marks `key` as seen in the window starting at `windowStart`; answers true only for the first mark of that window
 * (one statement, so of marks made together exactly one is first). Counts distinct things: an account per address.
 */
export async function markOnce(db: Db, table: CounterTable, key: string, windowStart: number): Promise<boolean> {
  const row = await anyDb(db)
    .insertInto(table)
    .values({ key, count: 1, window_start: windowStart })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ window_start: windowStart })
        .where(sql.ref(`${table}.window_start`), '<>', windowStart),
    )
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

/** The counter `key` of `table` in its window running at `now` (count 0 when none or run out). */
export async function countNow(
  db: Db,
  table: CounterTable,
  key: string,
  windowMs: number,
  now: number,
): Promise<Count> {
  const row = await anyDb(db)
    .selectFrom(table)
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row || now - Number(row.window_start) >= windowMs) return { count: 0, windowStart: now }
  return { count: Number(row.count), windowStart: Number(row.window_start) }
}

/** The outcome of spending one unit of a budget: whether it was within the limit, and the wait until its window ends. */
export interface Spent {
  ok: boolean
  count: number
  waitMs: number
}

/**
 * Spends one unit of the budget `key` (`limit` units in a window of `windowMs` from its first unit) in one
 * statement: answers ok while the new count is within the limit. Every throttle that bounds a count goes through
 * here or countUp, so that parallel requests cannot all see the budget unspent.
 */
export async function spendBudget(
  db: Db,
  table: CounterTable,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<Spent> {
  const { count, windowStart } = await countUp(db, table, key, { windowMs }, now)
  return { ok: count <= limit, count, waitMs: count <= limit ? 0 : Math.max(1, windowStart + windowMs - now) }
}
