import type { Db } from '../../../core/db/types'
import type { Span } from '../days'
import { halfRange, parseDate } from '../days'
import { leaveDaysOf } from '../leave-days'
import type { LeaveRequestTable } from '../tables'
import { post } from './ledger'

/** How a type counts a request's days: the work calendar's working days, or every calendar day. */
export type CountDays = 'working' | 'calendar'

/** Half days of a span on the calendar: every day counts. */
export function calendarDaysOf(span: Span): number | null {
  if (parseDate(span.startDate) === null || parseDate(span.endDate) === null) return null
  const [first, last] = halfRange(span)
  return last < first ? null : (last - first + 1) / 2
}

/** The days of an account's span as the type counts them. */
export async function countedDaysOf(
  db: Db,
  tenantId: number,
  userId: number,
  span: Span,
  count: CountDays,
): Promise<number | null> {
  return count === 'calendar' ? calendarDaysOf(span) : leaveDaysOf(db, tenantId, userId, span)
}

/** A span's parts in each calendar year it touches. */
export function yearParts(span: Span): Span[] {
  const parts: Span[] = []
  const first = Number(span.startDate.slice(0, 4))
  const last = Number(span.endDate.slice(0, 4))
  for (let year = first; year <= last; year += 1) {
    parts.push({
      startDate: year === first ? span.startDate : `${year}-01-01`,
      startHalf: year === first ? span.startHalf : 'am',
      endDate: year === last ? span.endDate : `${year}-12-31`,
      endHalf: year === last ? span.endHalf : 'pm',
    })
  }
  return parts
}

/** How much of a request comes off each year's balance. */
export interface YearPart {
  year: number
  amount: number
}

/**
 * What a request takes from each year it falls in: its days (or an hourly request's hours) all from its year when it
 * stays in one; across New Year, each year's part counted as the type counts days, the last part taking what the
 * request's total leaves (so the parts always add up to what was asked).
 */
export async function partsByYear(
  db: Db,
  tenantId: number,
  userId: number,
  request: { span: Span; days: number; hours: number; hourly: boolean },
  count: CountDays,
): Promise<YearPart[]> {
  const total = request.hourly ? request.hours : request.days
  const parts = yearParts(request.span)
  if (parts.length === 1 || request.hourly) return [{ year: Number(request.span.startDate.slice(0, 4)), amount: total }]
  const counted: YearPart[] = []
  for (const part of parts) {
    counted.push({
      year: Number(part.startDate.slice(0, 4)),
      amount: (await countedDaysOf(db, tenantId, userId, part, count)) ?? 0,
    })
  }
  const before = counted.slice(0, -1).reduce((sum, part) => sum + part.amount, 0)
  counted[counted.length - 1].amount = Math.max(0, total - before)
  return counted.filter((part) => part.amount > 0)
}

/** The columns of a request that say what it takes from each year. */
export type RequestSpan = Pick<
  LeaveRequestTable,
  | 'tenant_id'
  | 'user_id'
  | 'start_date'
  | 'start_half'
  | 'end_date'
  | 'end_half'
  | 'days'
  | 'hours'
  | 'start_time'
  | 'end_time'
>

const spanOfRow = (row: RequestSpan): Span => ({
  startDate: row.start_date,
  startHalf: row.start_half as Span['startHalf'],
  endDate: row.end_date,
  endHalf: row.end_half as Span['endHalf'],
})

/** The request's parts by year, counted as its type counts days. */
export async function partsOfRequest(db: Db, row: RequestSpan, count: CountDays): Promise<YearPart[]> {
  const hourly = Boolean(row.start_time && row.end_time)
  return partsByYear(
    db,
    row.tenant_id,
    row.user_id,
    { span: spanOfRow(row), days: Number(row.days), hours: Number(row.hours), hourly },
    count,
  )
}

/** Writes an approved request's days (or hours) as taken from each year's balance. */
export async function takeFromBalances(db: Db, row: LeaveRequestTable, parts: YearPart[], key = `taken:${row.id}`) {
  await post(
    db,
    parts.map((part) => ({
      tenantId: row.tenant_id,
      userId: row.user_id,
      typeCode: row.type_code,
      year: part.year,
      kind: 'taken' as const,
      amount: Math.round(part.amount * 100),
      key,
    })),
    Date.now(),
  )
}

/** Gives back everything a cancelled request (and its supplements) took, year by year. */
export async function giveBackToBalances(db: Db, row: LeaveRequestTable): Promise<void> {
  const taken = await db
    .selectFrom('leave_ledger')
    .select(['year', 'amount', 'entry_key'])
    .where('tenant_id', '=', row.tenant_id)
    .where('user_id', '=', row.user_id)
    .where('type_code', '=', row.type_code)
    .where('kind', '=', 'taken')
    .where((eb) => eb.or([eb('entry_key', '=', `taken:${row.id}`), eb('entry_key', 'like', `taken:${row.id}:%`)]))
    .execute()
  await post(
    db,
    taken.map((entry) => ({
      tenantId: row.tenant_id,
      userId: row.user_id,
      typeCode: row.type_code,
      year: entry.year,
      kind: 'returned' as const,
      amount: -Number(entry.amount),
      key: `returned:${entry.entry_key.slice('taken:'.length)}`,
    })),
    Date.now(),
  )
}
