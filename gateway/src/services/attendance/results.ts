import type { Db } from '../../core/db/types'
import type { ApprovedPatchCard } from '../leave'
import { lockedMonthsBetween, type DayPlan } from '../scheduling'
import { BATCH, judgeDays, type JudgedDay } from './compute'
import { offerRows, offersUnchanged, replaceOffers, storeOffers } from './offer-store'
import { storedDaysOf, storesAs } from './stored-days'
import { addDays } from './judge/zone'
import { fromRow, resultOf, toRow, type DayResult } from './result-rows'
import type { DayResultTable } from './tables'
import type { Employment } from './people'

export type { DayResult } from './result-rows'

const INSERT_ROWS = 400

/** The days from–to, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/**
 * Stores closed days (an open day is judged again whenever it is read), each row replacing the day's old one, and the
 * overtime they offer.
 */
async function store(
  db: Db,
  tenantId: number,
  judged: Map<number, JudgedDay[]>,
  days: string[],
  now: number,
): Promise<void> {
  const ids = [...judged.keys()]
  if (ids.length === 0 || days.length === 0) return
  for (let i = 0; i < ids.length; i += BATCH) {
    await db
      .deleteFrom('day_result')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', ids.slice(i, i + BATCH))
      .where('day', 'in', days)
      .execute()
  }
  const wanted = new Set(days)
  const rows: DayResultTable[] = []
  for (const [id, list] of judged)
    for (const day of list) if (!day.open && wanted.has(day.day)) rows.push(toRow(tenantId, id, day, now))
  for (let i = 0; i < rows.length; i += INSERT_ROWS)
    await db
      .insertInto('day_result')
      .values(rows.slice(i, i + INSERT_ROWS))
      .execute()
  await storeOffers(db, tenantId, judged, wanted, now)
}

/** The days from–to outside locked months. */
async function unlockedDays(db: Db, tenantId: number, from: string, to: string): Promise<string[]> {
  const locked = new Set(await lockedMonthsBetween(db, tenantId, from, to))
  return daysBetween(from, to).filter((day) => !locked.has(day.slice(0, 7)))
}

/**
 * Judges the people's days from–to again and stores them, in one transaction; days of locked months are left as
 * they were frozen.
 */
export async function recompute(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
  now: number,
): Promise<void> {
  await db.transaction().execute((trx) => recomputeIn(trx, tenantId, employeeIds, from, to, now))
}

/** recompute, inside the caller's transaction. */
export async function recomputeIn(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
  now: number,
): Promise<void> {
  const days = await unlockedDays(db, tenantId, from, to)
  if (days.length === 0 || employeeIds.length === 0) return
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    const judged = await judgeDays(db, tenantId, employeeIds.slice(i, i + BATCH), days[0], days[days.length - 1], now)
    await store(db, tenantId, judged, days, now)
  }
}

/**
 * The people's results from–to: stored days as stored; days never computed (and open days, never stored) are judged
 * now, and the closed ones of unlocked months stored.
 */
export async function readResults(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
  now: number,
): Promise<Map<number, DayResult[]>> {
  return read(db, tenantId, employeeIds, from, to, now)
}

/**
 * One person's results judged afresh (a month of one person is cheap), the stored rows of unlocked months replaced:
 * what the person reads is right even when a change was not announced through attendanceChanged. Only the rows that
 * differ from the judgement are written (a read of an unchanged month writes nothing), and the overtime offers the
 * days show are made again as `recompute` makes them. `seen.plans`, when given, receives each day's plan the judgement
 * used; `seen.flagged`, the days with a punch out of range (`employeeId|day`, as flaggedDays answers them).
 * `seen.known`: the person's plans of every day from–to, their employment and the ids of their accounts, when the caller
 * has read them; with the approved patch cards of those accounts from–to when read too.
 */
export async function freshResults(
  db: Db,
  tenantId: number,
  employeeId: number,
  from: string,
  to: string,
  now: number,
  seen: {
    plans?: Map<string, DayPlan>
    flagged?: Set<string>
    known?: { plans: DayPlan[]; employment: Employment; accounts: number[]; patchCards?: ApprovedPatchCard[] }
  } = {},
): Promise<DayResult[]> {
  const { plans, flagged } = seen
  const known = seen.known && {
    plans: new Map([[employeeId, seen.known.plans]]),
    employment: new Map([[employeeId, seen.known.employment]]),
    accounts: new Map(seen.known.accounts.map((account) => [account, employeeId])),
    patchCards: seen.known.patchCards,
  }
  const [judged, storedRows, writableDays] = await Promise.all([
    judgeDays(db, tenantId, [employeeId], from, to, now, flagged, known),
    storedDaysOf.execute(db, { tenantId, employeeId, from, to }),
    unlockedDays(db, tenantId, from, to),
  ])
  const writable = new Set(writableDays)
  const stored = new Map(storedRows.map((row) => [row.day, row]))
  const own = judged.get(employeeId)
  if (!own) return daysBetween(from, to).flatMap((day) => (stored.has(day) ? [fromRow(stored.get(day)!)] : []))
  const changed = new Set<string>()
  const rows: DayResultTable[] = []
  const results: DayResult[] = []
  for (const day of own) {
    plans?.set(day.day, day.plan)
    const row = stored.get(day.day)
    if (!writable.has(day.day)) {
      // A locked month's days stay as they were frozen (judged when never stored).
      results.push(row ? fromRow(row) : resultOf(day))
      continue
    }
    // A closed day's result is what its stored row would read back as (fromRow of toRow: the same fields and values).
    results.push(resultOf(day))
    if (day.open) {
      // An open day is never stored: a row of it goes.
      if (row) changed.add(day.day)
      continue
    }
    if (row && storesAs(row, day)) continue
    changed.add(day.day)
    rows.push(toRow(tenantId, employeeId, day, now))
  }
  const judgedDays = new Set(own.map((day) => day.day))
  for (const day of stored.keys()) if (writable.has(day) && !judgedDays.has(day)) changed.add(day)
  const offers = await offerRows(db, tenantId, judged, writable, now)
  if (changed.size === 0 && (await offersUnchanged(db, tenantId, employeeId, offers))) return results
  await db.transaction().execute(async (trx) => {
    if (changed.size > 0) {
      await trx
        .deleteFrom('day_result')
        .where('tenant_id', '=', tenantId)
        .where('employee_id', '=', employeeId)
        .where('day', 'in', [...changed])
        .execute()
      for (let i = 0; i < rows.length; i += INSERT_ROWS)
        await trx
          .insertInto('day_result')
          .values(rows.slice(i, i + INSERT_ROWS))
          // Two reads of the same month at once (on PostgreSQL) may both store a day: the first one's row stays.
          .onConflict((oc) => oc.columns(['tenant_id', 'employee_id', 'day']).doNothing())
          .execute()
    }
    await replaceOffers(trx, tenantId, offers)
  })
  return results
}

async function read(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
  now: number,
): Promise<Map<number, DayResult[]>> {
  const days = daysBetween(from, to)
  const stored = new Map<number, Map<string, DayResult>>()
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    const rows = await db
      .selectFrom('day_result')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', employeeIds.slice(i, i + BATCH))
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute()
    for (const row of rows) {
      const own = stored.get(row.employee_id) ?? new Map<string, DayResult>()
      own.set(row.day, fromRow(row))
      stored.set(row.employee_id, own)
    }
  }
  const lacking = employeeIds.filter((id) => (stored.get(id)?.size ?? 0) < days.length)
  if (lacking.length > 0) {
    const firstLacking = days.find((day) => lacking.some((id) => !stored.get(id)?.has(day)))!
    const lastLacking = [...days].reverse().find((day) => lacking.some((id) => !stored.get(id)?.has(day)))!
    const judged = await judgeDays(db, tenantId, lacking, firstLacking, lastLacking, now)
    const writable = new Set(await unlockedDays(db, tenantId, firstLacking, lastLacking))
    const rows: DayResultTable[] = []
    for (const [id, list] of judged) {
      const own = stored.get(id) ?? new Map<string, DayResult>()
      for (const { plan: _plan, ...day } of list) {
        if (own.has(day.day)) continue
        own.set(day.day, day)
        if (!day.open && writable.has(day.day)) rows.push(toRow(tenantId, id, day, now))
      }
      stored.set(id, own)
    }
    for (let i = 0; i < rows.length; i += INSERT_ROWS) {
      await db
        .insertInto('day_result')
        .values(rows.slice(i, i + INSERT_ROWS))
        .onConflict((oc) => oc.columns(['tenant_id', 'employee_id', 'day']).doNothing())
        .execute()
    }
    await storeOffers(db, tenantId, judged, writable, now)
  }
  return new Map(
    employeeIds.map((id) => [
      id,
      days.map((day) => stored.get(id)?.get(day)).filter((d): d is DayResult => d !== undefined),
    ]),
  )
}
