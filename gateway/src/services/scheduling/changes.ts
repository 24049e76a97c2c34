import type { GatewayContext } from '../../core/context'
import { hookOf, wiringOf } from '../../core/service'
import type { AttendanceListener } from './types'

/** Listeners that hear which people's days may have changed (kaoqin's recompute), handed in their service's `handlers`. */
export const ATTENDANCE_CHANGED = hookOf<AttendanceListener>('paiban.attendanceChanged')

/**
 * Tells every listener that these people's results over these days (inclusive) may have changed. Call it after the
 * change is committed. A listener that fails does not undo the change: it is logged and the others still hear.
 */
export async function attendanceChanged(
  ctx: GatewayContext,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
): Promise<void> {
  const ids = [...new Set(employeeIds)]
  if (ids.length === 0 || to < from) return
  for (const listener of wiringOf(ctx.db).all(ATTENDANCE_CHANGED)) {
    try {
      await listener(ctx, tenantId, ids, from, to)
    } catch (error) {
      console.error('attendance listener failed', { tenantId, from, to, people: ids.length, error })
    }
  }
}
