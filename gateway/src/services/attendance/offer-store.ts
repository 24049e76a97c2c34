import { fixedQuery } from '../../core/db/fixed-query'
import type { Db } from '../../core/db/types'
import { offerRulesOf } from '../scheduling'
import { BATCH, type JudgedDay } from './compute'
import { offerOf } from './offers'
import type { OvertimeOfferTable } from './tables'

const INSERT_ROWS = 400

/** The offers judged days show, and for whom: what `storeOffers` makes again. */
export interface OfferRows {
  ids: number[]
  days: Set<string>
  rows: OvertimeOfferTable[]
}

/** The open offers the judged days show under each person's group rules, for the given days. */
export async function offerRows(
  db: Db,
  tenantId: number,
  judged: Map<number, JudgedDay[]>,
  days: Set<string>,
  now: number,
): Promise<OfferRows> {
  const ids = [...judged.keys()].filter((id) => id > 0)
  if (ids.length === 0 || days.size === 0) return { ids, days, rows: [] }
  const groupIds = new Set<number>()
  for (const id of ids) for (const day of judged.get(id)!) if (day.plan.groupId !== null) groupIds.add(day.plan.groupId)
  const rules = await offerRulesOf(db, tenantId, [...groupIds])
  const rows: OvertimeOfferTable[] = []
  for (const id of ids)
    for (const day of judged.get(id)!) {
      const own = day.plan.groupId === null ? undefined : rules.get(day.plan.groupId)
      const offer = own && days.has(day.day) ? offerOf(day, own) : null
      if (offer)
        rows.push({
          tenant_id: tenantId,
          employee_id: id,
          day: day.day,
          kind: offer.kind,
          start_time: offer.startTime,
          end_time: offer.endTime,
          minutes: offer.minutes,
          status: 'open',
          created_at: now,
        })
    }
  return { ids, days, rows }
}

/**
 * Makes the open offers of those people and days again: the old open ones go, the new ones are stored, except where a
 * dismissed (or taken) offer of the same person, day and kind stays (one per person, day and kind).
 */
export async function replaceOffers(db: Db, tenantId: number, { ids, days, rows }: OfferRows): Promise<void> {
  if (ids.length === 0 || days.size === 0) return
  const dayList = [...days]
  for (let i = 0; i < ids.length; i += BATCH)
    await db
      .deleteFrom('overtime_offer')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', ids.slice(i, i + BATCH))
      .where('day', 'in', dayList)
      .where('status', '=', 'open')
      .execute()
  for (let i = 0; i < rows.length; i += INSERT_ROWS)
    await db
      .insertInto('overtime_offer')
      .values(rows.slice(i, i + INSERT_ROWS))
      .onConflict((oc) => oc.columns(['tenant_id', 'employee_id', 'day', 'kind']).doNothing())
      .execute()
}

/** One person's overtime offers of the days first–last (compiled once: fixed-query.ts). */
const heldOffersOf = fixedQuery((db, v: { tenantId: number; employeeId: number; first: string; last: string }) =>
  db
    .selectFrom('overtime_offer')
    .select(['day', 'kind', 'status', 'start_time', 'end_time', 'minutes'])
    .where('tenant_id', '=', v.tenantId)
    .where('employee_id', '=', v.employeeId)
    .where('day', '>=', v.first)
    .where('day', '<=', v.last),
)

/** Whether the offers held for one person's days are what `replaceOffers` would leave: then it need not run. */
export async function offersUnchanged(
  db: Db,
  tenantId: number,
  employeeId: number,
  wanted: OfferRows,
): Promise<boolean> {
  if (wanted.days.size === 0) return true
  const days = [...wanted.days].sort()
  const [first, last] = [days[0], days[days.length - 1]]
  const held = await heldOffersOf
    .execute(db, { tenantId, employeeId, first, last })
    .then((rows) => rows.filter((row) => wanted.days.has(row.day)))
  const key = (row: { day: string; kind: string }) => `${row.day}|${row.kind}`
  const closed = new Set(held.filter((row) => row.status !== 'open').map(key))
  const open = held.filter((row) => row.status === 'open')
  const left = wanted.rows.filter((row) => !closed.has(key(row)))
  const sig = (row: { day: string; kind: string; start_time: string; end_time: string; minutes: number }) =>
    `${key(row)}|${row.start_time}|${row.end_time}|${Number(row.minutes)}`
  const openSigs = new Set(open.map(sig))
  return open.length === left.length && openSigs.size === open.length && left.every((row) => openSigs.has(sig(row)))
}

/**
 * Offers the overtime the judged days show under each person's group rules, for the given days: the open offers of
 * those people and days are made again from the punches (gone when the punches no longer show it), while a dismissed
 * offer stays dismissed and is never made twice (one per person, day and kind).
 */
export async function storeOffers(
  db: Db,
  tenantId: number,
  judged: Map<number, JudgedDay[]>,
  days: Set<string>,
  now: number,
): Promise<void> {
  await replaceOffers(db, tenantId, await offerRows(db, tenantId, judged, days, now))
}
