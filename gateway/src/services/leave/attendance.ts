import type { GatewayContext } from '../../core/context'
import { attendanceChanged } from '../scheduling'
import { formatDate, parseDate } from './days'
import { employeeOfUser } from './leave-days'

/** Tells attendance (paiban's attendanceChanged) that an account's days from `from` to `to` may have new results. */
export async function tellAttendance(
  ctx: GatewayContext,
  tenantId: number,
  userId: number,
  from: string,
  to: string,
): Promise<void> {
  const employeeId = await employeeOfUser(ctx.db, tenantId, userId)
  if (employeeId !== null) await attendanceChanged(ctx, tenantId, [employeeId], from, to)
}

/** The day after YYYY-MM-DD (overtime into the next morning). */
export const dayAfter = (day: string): string => formatDate(parseDate(day)! + 86_400_000)
