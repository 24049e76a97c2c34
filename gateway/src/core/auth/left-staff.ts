import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/types'
import { GatewayError } from '../errors'
import { langOfRequest } from '../lang'

/** Code and texts of a sign-in refused because the account's staff member left (offboarding, services/personnel/records). */
export const ACCOUNT_LEFT = 410211
const TEXT = {
  en: 'This account belongs to someone who has left the company and can no longer sign in',
  zh: '该账号的人员已离职，无法登录',
}

/** Whether an account's staff record (app_user.employee_id) has left (employee.status 2); false for an account without one. */
export async function staffHasLeft(db: Db, employeeId: number | null): Promise<boolean> {
  if (employeeId === null) return false
  const employee = await db.selectFrom('employee').select('status').where('id', '=', employeeId).executeTakeFirst()
  return employee?.status === 2
}

/** Refuses a sign-in of an account whose staff record (app_user.employee_id) has left (employee.status 2). */
export async function refuseLeftStaff(
  db: Db,
  request: FastifyRequest,
  user: { employee_id: number | null },
): Promise<void> {
  if (!(await staffHasLeft(db, user.employee_id))) return
  throw new GatewayError(ACCOUNT_LEFT, TEXT[langOfRequest(request)])
}
