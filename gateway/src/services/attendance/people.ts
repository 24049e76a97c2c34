import type { ExpressionBuilder } from 'kysely'
import { fixedQuery } from '../../core/db/fixed-query'
import type { Database, Db } from '../../core/db/types'
import { utcDayOf } from './judge/zone'

const CHUNK = 900

/** The accounts of employees of the tenant: account id → employee id. */
export async function accountsOf(db: Db, tenantId: number, employeeIds: number[]): Promise<Map<number, number>> {
  const accounts = new Map<number, number>()
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['app_user.id', 'app_user.employee_id'])
      .where('employee.tenant_id', '=', tenantId)
      .where('app_user.employee_id', 'in', employeeIds.slice(i, i + CHUNK))
      .execute()
    for (const row of rows) if (row.employee_id !== null) accounts.set(row.id, row.employee_id)
  }
  return accounts
}

/** An employee of the tenant left-joined to the accounts that sign in as them (compiled once: fixed-query.ts). */
const employeeWithAccounts = fixedQuery((db, v: { tenantId: number; employeeId: number }) =>
  db
    .selectFrom('employee')
    .leftJoin('app_user', 'app_user.employee_id', 'employee.id')
    .select([
      'employee.id',
      'employee.name',
      'employee.job_number',
      'employee.organ_id',
      'employee.entry_date',
      'employee.leave_date',
      'app_user.id as account_id',
    ])
    .where('employee.tenant_id', '=', v.tenantId)
    .where('employee.id', '=', v.employeeId),
)

/**
 * The employee of the session's user in the session's tenant, or undefined; with the ids of the accounts that sign in
 * as them (read in the same query, as accountsOf reads them).
 */
export async function ownEmployee(db: Db, tenantId: number, employeeId: number | null) {
  if (employeeId === null) return undefined
  const rows = await employeeWithAccounts.execute(db, { tenantId, employeeId })
  if (rows.length === 0) return undefined
  const { account_id: _account, ...self } = rows[0]
  return { ...self, accounts: rows.flatMap((row) => (row.account_id === null ? [] : [row.account_id])) }
}

/** The days a person is employed: from the entry date to the leave date (null: still on the job), 'YYYY-MM-DD'. */
export interface Employment {
  from: string
  to: string | null
  /** The department they work in now (their attendance group's, when the group is a department's). */
  organId: number | null
}

const isoDay = (at: number) => utcDayOf(Number(at))

/** An employee row's employment. */
export const employmentOfRow = (row: {
  entry_date: number
  leave_date: number | null
  organ_id: number | null
}): Employment => ({
  from: isoDay(row.entry_date),
  to: row.leave_date === null ? null : isoDay(row.leave_date),
  organId: row.organ_id,
})

/**
 * The employment of employees of the tenant, by employee id (entry and leave dates are stored as the UTC midnight of
 * the day). People without an employee record (outsourced workers) have none: they are judged on every day.
 */
export async function employmentOf(db: Db, tenantId: number, employeeIds: number[]): Promise<Map<number, Employment>> {
  const found = new Map<number, Employment>()
  const ids = employeeIds.filter((id) => id > 0)
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('employee')
      .select(['id', 'entry_date', 'leave_date', 'organ_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute()
    for (const row of rows) found.set(row.id, employmentOfRow(row))
  }
  return found
}

/** Whether the day falls outside the person's employment (before the entry date or after the leave date). */
export const outsideEmployment = (employment: Employment | undefined, day: string): boolean =>
  employment !== undefined && (day < employment.from || (employment.to !== null && day > employment.to))

/**
 * Employees employed on some day from–to ('YYYY-MM-DD'): joined by `to` and on the job, or left on `from` or later
 * (a leaver's last month still counts their days).
 */
export const employedBetween = (from: string, to: string) => (eb: ExpressionBuilder<Database, 'employee'>) =>
  eb.and([
    eb('employee.entry_date', '<=', Date.parse(`${to}T00:00:00Z`)),
    eb.or([eb('employee.status', '=', 1), eb('employee.leave_date', '>=', Date.parse(`${from}T00:00:00Z`))]),
  ])
