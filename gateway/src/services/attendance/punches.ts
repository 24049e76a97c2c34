import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/db/types'
import { plansOf, type DayPlan } from '../scheduling'
import { addDays, wallOf } from './judge/zone'
import type { PunchTable } from './tables'

/** The person's plan of the day it is now in their calendar's time zone. */
export async function todayOf(db: Db, tenantId: number, employeeId: number, now: number): Promise<DayPlan | undefined> {
  const utcDay = new Date(now).toISOString().slice(0, 10)
  const plans =
    (await plansOf(db, tenantId, [employeeId], addDays(utcDay, -1), addDays(utcDay, 1))).get(employeeId) ?? []
  const timeZone = plans[0]?.timeZone ?? 'UTC'
  const day = wallOf(now, timeZone).day
  return plans.find((plan) => plan.day === day)
}

export type NewPunch = Omit<PunchTable, 'tenant_id' | 'id' | 'day' | 'time' | 'created_at'>

/** A punch row, its day and time read in the time zone given. */
export function punchRow(tenantId: number, punch: NewPunch, timeZone: string, now: number): PunchTable {
  const wall = wallOf(punch.at, timeZone)
  return { tenant_id: tenantId, id: randomUUID(), ...punch, day: wall.day, time: wall.time, created_at: now }
}

/** The days with a punch out of range (flagged for the manager), per employee, from–to (wall days). */
export async function flaggedDays(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
): Promise<Set<string>> {
  const flagged = new Set<string>()
  for (let i = 0; i < employeeIds.length; i += 900) {
    const rows = await db
      .selectFrom('punch')
      .select(['employee_id', 'day'])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', employeeIds.slice(i, i + 900))
      .where('in_range', '=', 0)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute()
    for (const row of rows) flagged.add(`${row.employee_id}|${row.day}`)
  }
  return flagged
}
