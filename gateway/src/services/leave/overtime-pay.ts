import type { Db } from '../../core/db/types'
import { approvedOvertimeOf } from './overtime-reads'
import type { PayClass } from './pay-class'

/** Minutes of overtime to pay, per class of day (whole minutes: exact). */
export type PaidMinutes = Record<PayClass, number>

const CHUNK = 900

/**
 * What payroll pays for overtime worked from `from` to `to` ('YYYY-MM-DD', inclusive): per employee, the minutes of
 * approved overtime by the class of the day it was worked on (past midnight the next day's), fixed when approved, in
 * the month of the day it started. Rest-day minutes taken as time off in lieu are not paid; statutory-holiday and
 * working-day minutes always are. Employees without overtime are absent.
 */
export async function paidOvertimeOf(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
): Promise<Map<number, PaidMinutes>> {
  const paid = new Map<number, PaidMinutes>()
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const accounts = await db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['app_user.id', 'app_user.employee_id'])
      .where('employee.tenant_id', '=', tenantId)
      .where('app_user.employee_id', 'in', employeeIds.slice(i, i + CHUNK))
      .execute()
    const employeeOf = new Map(accounts.map((row) => [row.id, row.employee_id as number]))
    for (const row of await approvedOvertimeOf(db, tenantId, [...employeeOf.keys()], from, to)) {
      const employeeId = employeeOf.get(row.userId)!
      const minutes = paid.get(employeeId) ?? { workday: 0, restDay: 0, statutory: 0 }
      for (const part of row.parts)
        if (!(row.timeOff && part.payClass === 'restDay')) minutes[part.payClass] += part.minutes
      paid.set(employeeId, minutes)
    }
  }
  return paid
}
