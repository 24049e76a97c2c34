import type { Db } from '../../core/db/types'
import type { DayPlan } from '../scheduling'
import { leavePlansOf } from './leave-days'

/** The plan of an account's day (its employee's calendar, group and roster; without one the default calendar). */
export async function planOfDay(db: Db, tenantId: number, userId: number, day: string): Promise<DayPlan> {
  const [plan] = await leavePlansOf(db, tenantId, userId, day, day)
  return plan
}
