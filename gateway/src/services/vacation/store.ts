import { lockFor } from '../../core/db/serial-lock'
import type { Db } from '../../core/db/types'
import type { LeaveRequestTable } from './tables'
import type { Span } from './days'
import { dayPlansOf, workingDaysOf } from '../paiban/api'
import { returnCredits, TOIL_TYPE, toilBalance, useCredits } from './credits'
import { leaveError } from './errors'

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

export const today = (now: number): string => new Date(now).toISOString().slice(0, 10)

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
  const [types, rows, pending] = await Promise.all([
    db
      .selectFrom('leave_type')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('tracked', '=', 1)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('leave_balance')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('year', '=', year)
      .execute(),
    db
      .selectFrom('leave_request')
      .select(['type_code', 'days', 'hours', 'start_date'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('start_date', '>=', `${year}-01-01`)
      .where('start_date', '<=', `${year}-12-31`)
      .execute(),
  ])
  const toil = types.some((type) => type.code === TOIL_TYPE) ? await toilBalance(db, tenantId, userId, asOf) : null
  return types.map((type) => {
    const unit = type.unit === 'hour' ? 'hour' : 'day'
    const names = { typeCode: type.code, nameZh: type.name_zh, nameEn: type.name_en, unit } as const
    if (type.code === TOIL_TYPE && toil) return { ...names, ...toil }
    const row = rows.find((r) => r.type_code === type.code)
    const total = Number(row?.total ?? 0)
    const used = Number(row?.used ?? 0)
    const held = pending
      .filter((p) => p.type_code === type.code)
      .reduce((sum, p) => sum + Number(unit === 'hour' ? p.hours : p.days), 0)
    return { ...names, total, used, pending: held, left: total - used - held }
  })
}

/**
 * Locks the account's leave balances until the transaction `trx` ends: every write that checks or moves them (apply,
 * approve, submit again, cancel) takes this first, so two of them never decide on the same balance at once.
 */
export const lockBalances = (trx: Db, tenantId: number, userId: number): Promise<void> =>
  lockFor(trx, `leave-balance:${tenantId}:${userId}`)

/**
 * Takes an approved request's days or hours off its balance (`direction` 1) or gives them back when it is cancelled
 * (−1). Time off in lieu uses the oldest credits usable on the leave's day (and not expired `onDay`) first; throws
 * notEnoughHours (410103) when they no longer cover it.
 */
export async function useLeave(db: Db, row: LeaveRequestTable, direction: 1 | -1, onDay: string): Promise<void> {
  if (row.type_code !== TOIL_TYPE) {
    // The request's own unit (times: hours), not its type's now: HR may have changed the type since it was approved.
    await useDays(db, row, direction * Number(row.start_time && row.end_time ? row.hours : row.days))
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

/** Moves `days` of a tracked type in or out of the used days of the request's year (approve: +, cancel: −). */
export async function useDays(db: Db, row: LeaveRequestTable, days: number): Promise<void> {
  const type = await db
    .selectFrom('leave_type')
    .select('tracked')
    .where('tenant_id', '=', row.tenant_id)
    .where('code', '=', row.type_code)
    .executeTakeFirst()
  if (!type?.tracked) return
  const year = yearOf(row.start_date)
  const key = (q: any) =>
    q
      .where('tenant_id', '=', row.tenant_id)
      .where('user_id', '=', row.user_id)
      .where('year', '=', year)
      .where('type_code', '=', row.type_code)
  const balance = await key(db.selectFrom('leave_balance').select('used')).executeTakeFirst()
  if (!balance) {
    await db
      .insertInto('leave_balance')
      .values({
        tenant_id: row.tenant_id,
        user_id: row.user_id,
        year,
        type_code: row.type_code,
        total: 0,
        used: Math.max(0, days),
      })
      .execute()
    return
  }
  await key(db.updateTable('leave_balance').set({ used: Math.max(0, Number(balance.used) + days) })).execute()
}

export async function requestOf(db: Db, tenantId: number, id: string): Promise<LeaveRequestTable | undefined> {
  return db
    .selectFrom('leave_request')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The staff record of an account in the tenant, or null (an account without one counts on the default calendar). */
export async function employeeOfUser(db: Db, tenantId: number, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.id')
    .where('app_user.id', '=', userId)
    .where('employee.tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row?.id ?? null
}

/** The leave days of an account's span: half days on the working days of its calendar (scheduling's plans). */
export async function leaveDaysOf(db: Db, tenantId: number, userId: number, span: Span): Promise<number | null> {
  return workingDaysOf(db, tenantId, await employeeOfUser(db, tenantId, userId), span)
}

/** The plans of an account's days from `from` to `to` (its calendar, group and roster). */
export async function leavePlansOf(db: Db, tenantId: number, userId: number, from: string, to: string) {
  return dayPlansOf(db, tenantId, await employeeOfUser(db, tenantId, userId), from, to)
}
