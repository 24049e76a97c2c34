import { lockFor } from '../../core/db/serial-lock'
import type { Db } from '../../core/db/types'
import { fixedQuery } from '../../core/db/fixed-query'
import type { LeaveRequestTable } from './tables'
import type { Span } from './days'
import { giveBackToBalances, partsOfRequest, takeFromBalances, type CountDays } from './entitlement/take'
import { returnCredits, TOIL_TYPE, toilBalance, useCredits } from './credits'
import { leaveError } from './errors'
import { leaveTypeRows } from './type-rows'

/** FunctionIds of the attendance app (apps/attendance/manifest.json). */
export const LEAVE_FUNCTIONS = {
  myLeave: '8001',
  cancelLeave: '800101',
  leaveTable: '8003',
  maternityExtra: '800103',
  /** Overtime (shown to everyone) and its button: how long time off in lieu lasts (HR). */
  overtime: '8010',
  toilSettings: '801001',
  /** Leave types (HR): each type's unit, backdating, who may take it, paid and tracked; the company's own types. */
  leaveTypes: '8011',
  /** Leave balances (HR): the staff's balances, a person's ledger, and its button: adjusting balances. */
  leaveBalances: '8012',
  adjustBalances: '801201',
  /** Blackout periods (HR): days during which chosen leave types cannot be requested. */
  blackouts: '8013',
  /** The team leave calendar: a manager's team, or a department within the caller's data range. */
  teamCalendar: '8014',
} as const

export const LEAVE_BIZ_TYPE = 'leave'
export const PATCH_CARD_BIZ_TYPE = 'patchCard'
/** Overtime asked before or after working it (function 8010, overtime-routes.ts). */
export const OVERTIME_BIZ_TYPE = 'overtime'
/** §9 'supplementary maternity leave': extra days of an approved maternity leave. */
export const MATERNITY_EXTRA_BIZ_TYPE = 'maternityExtra'

/** Requests that hold their days: waiting in the workflow (also sent back) or approved. */
export const HOLDING = ['pending', 'approved'] as const

export const spanOf = (row: LeaveRequestTable): Span => ({
  startDate: row.start_date,
  startHalf: row.start_half as Span['startHalf'],
  endDate: row.end_date,
  endHalf: row.end_half as Span['endHalf'],
})

export const yearOf = (date: string): number => Number(date.slice(0, 4))

/** A balance in its type's unit: days, or hours for an hourly type ('toil': the credits usable on the day asked). */
export interface Balance {
  typeCode: string
  nameZh: string
  nameEn: string
  unit: 'day' | 'hour'
  total: number
  used: number
  pending: number
  left: number
}

/** Hundredths kept exact in sums of halves and hours. */
const round = (value: number) => Math.round(value * 100) / 100

export const today = (now: number): string => new Date(now).toISOString().slice(0, 10)

/** An account's balance rows of a year (compiled once: fixed-query.ts). */
const balanceRowsOf = fixedQuery((db, v: { tenantId: number; userId: number; year: number }) =>
  db
    .selectFrom('leave_balance')
    .select(['type_code', 'total', 'used'])
    .where('tenant_id', '=', v.tenantId)
    .where('user_id', '=', v.userId)
    .where('year', '=', v.year),
)

/** An account's pending leave requests: their type and what they take from each year (compiled once). */
const pendingRequestsOf = fixedQuery((db, v: { tenantId: number; userId: number }) =>
  db
    .selectFrom('leave_request')
    .select([
      'tenant_id',
      'user_id',
      'type_code',
      'start_date',
      'start_half',
      'end_date',
      'end_half',
      'days',
      'hours',
      'start_time',
      'end_time',
    ])
    .where('tenant_id', '=', v.tenantId)
    .where('user_id', '=', v.userId)
    .where('status', '=', 'pending'),
)

/**
 * The account's balances of a year: the tracked types, with the days (hours) pending requests hold. Time off in lieu
 * is not yearly: its balance is the credits not expired on `asOf` (today when not given).
 */
export async function balancesOf(
  db: Db,
  tenantId: number,
  userId: number,
  year: number,
  asOf = today(Date.now()),
): Promise<Balance[]> {
  const [allTypes, rows, pending] = await Promise.all([
    leaveTypeRows(db, tenantId),
    balanceRowsOf.execute(db, { tenantId, userId, year }),
    // All the account's pending requests (a few): those of the year hold days, those of time off in lieu hours.
    pendingRequestsOf.execute(db, { tenantId, userId }),
  ])
  const types = allTypes.filter((type) => type.tracked === 1)
  const toilHours = pending.filter((request) => request.type_code === TOIL_TYPE).map((request) => request.hours)
  const toil = types.some((type) => type.code === TOIL_TYPE)
    ? await toilBalance(db, tenantId, userId, asOf, toilHours)
    : null
  // What pending requests hold of this year: a request across New Year holds only its part in this year.
  const heldIn = new Map<string, number>()
  const ofYear = pending.filter(
    (request) => request.start_date <= `${year}-12-31` && request.end_date >= `${year}-01-01`,
  )
  for (const request of ofYear) {
    const type = types.find((t) => t.code === request.type_code)
    if (!type) continue
    const parts = await partsOfRequest(db, request, type.count_days === 'calendar' ? 'calendar' : 'working')
    const part = parts.find((p) => p.year === year)?.amount ?? 0
    heldIn.set(type.code, (heldIn.get(type.code) ?? 0) + part)
  }
  return types.map((type) => {
    const unit = type.unit === 'hour' ? 'hour' : 'day'
    const names = { typeCode: type.code, nameZh: type.name_zh, nameEn: type.name_en, unit } as const
    if (type.code === TOIL_TYPE && toil) return { ...names, ...toil }
    const row = rows.find((r) => r.type_code === type.code)
    const total = Number(row?.total ?? 0)
    const used = Number(row?.used ?? 0)
    const held = heldIn.get(type.code) ?? 0
    return { ...names, total, used, pending: held, left: round(total - used - held) }
  })
}

/**
 * Locks the account's leave balances until the transaction `trx` ends: every write that checks or moves them (apply,
 * approve, submit again, cancel) takes this first, so two of them never decide on the same balance at once.
 */
export const lockBalances = (trx: Db, tenantId: number, userId: number): Promise<void> =>
  lockFor(trx, `leave-balance:${tenantId}:${userId}`)

/** A leave type's tracking and how it counts days, or null for a type not tracked (no balance). */
async function trackingOf(db: Db, tenantId: number, code: string): Promise<CountDays | null> {
  const type = await db
    .selectFrom('leave_type')
    .select(['tracked', 'count_days'])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirst()
  if (!type?.tracked) return null
  return type.count_days === 'calendar' ? 'calendar' : 'working'
}

/**
 * Takes an approved request's days or hours off its balances (`direction` 1), each day from the year it falls in, or
 * gives back what it took when it is cancelled (−1). Time off in lieu uses the oldest credits usable on the leave's day
 * (and not expired `onDay`) first; throws notEnoughHours (410103) when they no longer cover it.
 */
export async function useLeave(db: Db, row: LeaveRequestTable, direction: 1 | -1, onDay: string): Promise<void> {
  if (row.type_code !== TOIL_TYPE) {
    const count = await trackingOf(db, row.tenant_id, row.type_code)
    if (count === null) return
    if (direction === -1) await giveBackToBalances(db, row)
    else await takeFromBalances(db, row, await partsOfRequest(db, row, count))
    return
  }
  const key = (q: any) => q.where('tenant_id', '=', row.tenant_id).where('id', '=', row.id)
  if (direction === -1) {
    await returnCredits(
      db,
      row.tenant_id,
      row.credits ? (JSON.parse(row.credits) as { id: string; hours: number }[]) : [],
    )
    await key(db.updateTable('leave_request').set({ credits: null })).execute()
    return
  }
  const day = row.start_date > onDay ? row.start_date : onDay
  const taken = await useCredits(db, row.tenant_id, row.user_id, day, Number(row.hours))
  if (!taken) {
    const left = (await toilBalance(db, row.tenant_id, row.user_id, day)).left
    throw leaveError('both', 'notEnoughHours', (lang) => ({
      type: lang === 'en' ? 'time off in lieu' : '调休',
      left: Math.max(0, left),
      hours: row.hours,
    }))
  }
  await key(db.updateTable('leave_request').set({ credits: JSON.stringify(taken) })).execute()
}

/** Takes the extra days of an approved supplement of the leave `row` from the balance of the year they end in. */
export async function takeExtraDays(db: Db, row: LeaveRequestTable, extraId: string, days: number, endDate: string) {
  if ((await trackingOf(db, row.tenant_id, row.type_code)) === null) return
  await takeFromBalances(db, row, [{ year: yearOf(endDate), amount: days }], `taken:${row.id}:${extraId}`)
}

export async function requestOf(db: Db, tenantId: number, id: string): Promise<LeaveRequestTable | undefined> {
  return db
    .selectFrom('leave_request')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
}
