import { organsOfTenant, subtreeIds } from '../core/org-tree'
import type { Db } from '../core/db/types'
import { PERF_FUNCTIONS } from '../services/performance'
import { managerAt } from '../services/workflow'

const DAY = 24 * 60 * 60 * 1000
const iso = (at: number) => new Date(at).toISOString().slice(0, 10)
const later = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY)
const latest = (...dates: string[]) => dates.reduce((a, b) => (a > b ? a : b))
const earliest = (...dates: string[]) => dates.reduce((a, b) => (a < b ? a : b))

/** This year's annual cycle's dates as of `today`: goals due in two weeks (within the year), the later phases in order after. */
export function demoCycleDates(today: string): {
  year: number
  start: string
  goals: string
  self: string
  manager: string
  calibration: string
  end: string
} {
  const year = Number(today.slice(0, 4))
  const goals = earliest(latest(later(today, 14), `${year}-02-15`), `${year}-12-27`)
  const self = latest(`${year}-11-30`, later(goals, 1))
  const manager = latest(`${year}-12-10`, later(self, 1))
  const calibration = latest(`${year}-12-20`, later(manager, 1))
  return { year, start: `${year}-01-01`, goals, self, manager, calibration, end: `${year}-12-31` }
}

/**
 * Performance in demo tenant 1: HR Manager (the demo `hr` account) holds cycles, calibration, release and salary
 * proposals; this year's annual review is open for goal setting to the department of the demo `staff` account, each
 * participant with their line manager as reviewer.
 */
export async function seedPerformance(db: Db, now: number): Promise<void> {
  const hr = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name_en', '=', 'HR Manager')
    .executeTakeFirst()
  const functions = Object.values(PERF_FUNCTIONS).filter(
    (id) => id !== PERF_FUNCTIONS.team && id !== PERF_FUNCTIONS.mine,
  )
  if (hr)
    await db
      .insertInto('role_function')
      .values(functions.map((function_id) => ({ role_id: hr.id, function_id })))
      .execute()

  const staff = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.organ_id')
    .where('app_user.user_name', '=', 'staff')
    .where('employee.tenant_id', '=', 1)
    .executeTakeFirst()
  const hrUser = await db.selectFrom('app_user').select('id').where('user_name', '=', 'hr').executeTakeFirst()
  if (!staff || !hrUser) return
  const dates = demoCycleDates(iso(now))
  await db
    .insertInto('perf_cycle')
    .values({
      tenant_id: 1,
      id: 1,
      name: `${dates.year} 年度绩效考核`,
      kind: 'annual',
      period: String(dates.year),
      start_date: dates.start,
      goals_due: dates.goals,
      self_due: dates.self,
      manager_due: dates.manager,
      calibration_due: dates.calibration,
      end_date: dates.end,
      target_top: 20,
      target_middle: 70,
      target_bottom: 10,
      phase: 'goals',
      created_by: hrUser.id,
      created_at: now,
      updated_at: now,
    })
    .execute()
  const organIds = subtreeIds(await organsOfTenant(db, 1), staff.organ_id)
  const people = await db
    .selectFrom('employee')
    .select(['id', 'organ_id'])
    .where('tenant_id', '=', 1)
    .where('status', '=', 1)
    .where('organ_id', 'in', organIds)
    .orderBy('id')
    .execute()
  for (const person of people) {
    await db
      .insertInto('perf_participant')
      .values({
        tenant_id: 1,
        cycle_id: 1,
        employee_id: person.id,
        organ_id: person.organ_id,
        manager_id: await managerAt(db, 1, person.id, 1),
        self_comment: '',
        manager_comment: '',
        ack_comment: '',
      })
      .execute()
  }
}
