import type { Db } from '../../core/db/types'
import type { Span } from './days'
import { dayPlansOf, workingDaysOf } from '../scheduling'

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
