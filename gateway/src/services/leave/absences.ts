import { type DaySpan, fixedQuery, oneOrList } from '../../core/db/fixed-query'
import type { Db } from '../../core/db/types'

/** An approved leave of an account, as its span says (half days); its type's code. */
export interface ApprovedLeave {
  userId: number
  typeCode: string
  startDate: string
  startHalf: 'am' | 'pm'
  endDate: string
  endHalf: 'am' | 'pm'
  /** An hourly type's leave: its HH:MM times on its one day. */
  fromTime?: string
  toTime?: string
}

/** An approved patch card: a punch of `kind` at `time` ('HH:MM') on `day`. */
export interface ApprovedPatchCard {
  userId: number
  day: string
  time: string
  kind: 'in' | 'out'
}

const CHUNK = 900

/** Approved leave of one account (a fixed query's value) or several, on the days of `span`. */
const approvedLeaveRows = (db: Db, span: DaySpan, users: number | number[]) =>
  db
    .selectFrom('leave_request')
    .select(['user_id', 'type_code', 'start_date', 'start_half', 'end_date', 'end_half', 'start_time', 'end_time'])
    .where('tenant_id', '=', span.tenantId)
    .where((eb) => oneOrList(eb, 'user_id', users))
    .where('status', '=', 'approved')
    .where('start_date', '<=', span.to)
    .where('end_date', '>=', span.from)

const approvedCardRows = (db: Db, span: DaySpan, users: number | number[]) =>
  db
    .selectFrom('patch_card')
    .select(['user_id', 'day', 'time', 'kind'])
    .where('tenant_id', '=', span.tenantId)
    .where((eb) => oneOrList(eb, 'user_id', users))
    .where('status', '=', 'approved')
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)

/** One account's (a person's own month, the most frequent read), compiled once (fixed-query.ts). */
const oneAccountsLeave = fixedQuery((db, v: DaySpan & { userId: number }) => approvedLeaveRows(db, v, v.userId))
const oneAccountsCards = fixedQuery((db, v: DaySpan & { userId: number }) => approvedCardRows(db, v, v.userId))

/**
 * The approved leave touching the days `from`–`to` ('YYYY-MM-DD', inclusive) and the approved patch cards of those
 * days, of the given accounts: what the attendance results read of leave. `cards`, when the caller has read them
 * (patchCardsOf): the approved patch cards of those accounts on those days, not read again.
 */
export async function approvedAbsencesOf(
  db: Db,
  tenantId: number,
  userIds: number[],
  from: string,
  to: string,
  cards?: ApprovedPatchCard[],
): Promise<{ leaves: ApprovedLeave[]; patchCards: ApprovedPatchCard[] }> {
  const leaves: ApprovedLeave[] = []
  const patchCards: ApprovedPatchCard[] = []
  const span = { tenantId, from, to }
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const ids = userIds.slice(i, i + CHUNK)
    const one = ids.length === 1 ? { ...span, userId: ids[0]! } : undefined
    const [leaveRows, cardRows] = await Promise.all([
      one ? oneAccountsLeave.execute(db, one) : approvedLeaveRows(db, span, ids).execute(),
      cards ? [] : one ? oneAccountsCards.execute(db, one) : approvedCardRows(db, span, ids).execute(),
    ])
    for (const row of leaveRows) {
      leaves.push({
        userId: row.user_id,
        typeCode: row.type_code,
        startDate: row.start_date,
        startHalf: row.start_half as 'am' | 'pm',
        endDate: row.end_date,
        endHalf: row.end_half as 'am' | 'pm',
        ...(row.start_time && row.end_time ? { fromTime: row.start_time, toTime: row.end_time } : {}),
      })
    }
    for (const row of cardRows)
      patchCards.push({ userId: row.user_id, day: row.day, time: row.time, kind: row.kind as 'in' | 'out' })
  }
  return { leaves, patchCards: cards ? [...cards] : patchCards }
}

/** The tenant's leave types, by sort order: code and names. */
export async function leaveTypeNames(
  db: Db,
  tenantId: number,
): Promise<{ code: string; nameZh: string; nameEn: string }[]> {
  const rows = await db
    .selectFrom('leave_type')
    .select(['code', 'name_zh', 'name_en'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .execute()
  return rows.map((row) => ({ code: row.code, nameZh: row.name_zh, nameEn: row.name_en }))
}

/** The codes of the tenant's unpaid leave types (leave_type.paid = 0, e.g. personal leave 事假). */
export async function unpaidLeaveTypes(db: Db, tenantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('leave_type')
    .select('code')
    .where('tenant_id', '=', tenantId)
    .where('paid', '=', 0)
    .execute()
  return rows.map((row) => row.code)
}
