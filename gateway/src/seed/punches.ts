import { randomUUID } from 'node:crypto'
import type { Db } from '../core/db/types'
import { instantOf, minutesOf, wallOf } from '../services/attendance'
import { attendanceIdOf } from '../services/outsourcing'
import { plansOf, type DayPlan } from '../services/scheduling'
import { between, seededRandom } from './random'

/** How one working day went: arrived late or not, punched out or forgot; null: did not come. */
type Day = { late: boolean; out: boolean } | null

const ON_TIME: Day = { late: false, out: true }
const LATE: Day = { late: true, out: true }
const NO_PUNCH_OUT: Day = { late: false, out: false }

/** Door-access people: 2 % of days away, 3 % late without a punch out, 7 % late, the rest on time. */
function doorDay(random: () => number): Day {
  const roll = random()
  if (roll < 0.02) return null
  return { late: roll < 0.12, out: roll >= 0.05 }
}

/**
 * The demo accounts' days, counted back from their latest working day before today (0): a few late days, two without a
 * punch out and one away, spread over this month and last, so that their "My attendance" shows each kind of day.
 */
const ACCOUNT_DAYS: ReadonlyMap<number, Day> = new Map([
  [2, LATE],
  [6, NO_PUNCH_OUT],
  [11, LATE],
  [15, null],
  [19, LATE],
  [27, NO_PUNCH_OUT],
])

/**
 * Door-access punches of last month and of this month until now (last month's summary, the one HR locks, has
 * something to show): of the staff on the job and the outsourced workers without a sign-in account (most arrive on
 * time, some late, a few forget to punch out or do not come), and of the demo accounts' people until yesterday (today
 * they clock in themselves) with a few late, missing and absent days. Their results are judged when first read.
 */
export async function seedPunches(db: Db, now: number): Promise<void> {
  const random = seededRandom(26)
  const today = new Date(now).toISOString().slice(0, 10)
  const month = new Date(`${today.slice(0, 8)}01T00:00:00Z`)
  month.setUTCMonth(month.getUTCMonth() - 1)
  const first = month.toISOString().slice(0, 10)
  for (const tenantId of [1, 2]) {
    const { door, accounts } = await peopleOf(db, tenantId)
    const plans = await plansOf(db, tenantId, [...door, ...accounts], first, today)
    const rows = []
    for (const [personId, days] of plans) {
      const working = days.filter((plan) => plan.kind === 'work' && plan.shift)
      if (!accounts.includes(personId)) {
        for (const plan of working) rows.push(...punchesOf(tenantId, personId, plan, doorDay(random), random, now))
        continue
      }
      const past = working.filter((plan) => plan.day < wallOf(now, plan.timeZone).day).reverse()
      for (const [back, plan] of past.entries()) {
        rows.push(
          ...punchesOf(
            tenantId,
            personId,
            plan,
            ACCOUNT_DAYS.has(back) ? ACCOUNT_DAYS.get(back)! : ON_TIME,
            random,
            now,
          ),
        )
      }
    }
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('punch')
        .values(rows.slice(i, i + 500))
        .execute()
  }
}

/** The tenant's people on the job (staff, and outsourced workers by attendance id): without a sign-in account, with one. */
async function peopleOf(db: Db, tenantId: number): Promise<{ door: number[]; accounts: number[] }> {
  const [staff, workers, users] = await Promise.all([
    db.selectFrom('employee').select('id').where('tenant_id', '=', tenantId).where('status', '=', 1).execute(),
    db.selectFrom('outsourcing_worker').select(['id', 'user_id']).where('tenant_id', '=', tenantId).execute(),
    db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select('employee.id')
      .where('employee.tenant_id', '=', tenantId)
      .execute(),
  ])
  const withAccount = new Set(users.map((user) => user.id))
  return {
    door: [
      ...staff.filter((row) => !withAccount.has(row.id)).map((row) => row.id),
      ...workers.filter((row) => row.user_id === null).map((row) => attendanceIdOf(row.id)),
    ],
    accounts: [
      ...staff.filter((row) => withAccount.has(row.id)).map((row) => row.id),
      ...workers.filter((row) => row.user_id !== null).map((row) => attendanceIdOf(row.id)),
    ],
  }
}

/** The punch rows of one planned working day (none after `now`): in before the shift or late, out after it or none. */
function punchesOf(tenantId: number, personId: number, plan: DayPlan, day: Day, random: () => number, now: number) {
  if (day === null || plan.shift === null) return []
  const { start: from, end: to, flexMinutes, lateGraceMinutes } = plan.shift
  const start = minutesOf(from)
  const end = minutesOf(to) <= start ? minutesOf(to) + 1440 : minutesOf(to)
  const arrive = day.late
    ? start + flexMinutes + lateGraceMinutes + between(random, 3, 40)
    : start - between(random, 1, 25)
  const leave = end + Math.max(0, arrive - start) + between(random, 0, 40)
  return (day.out ? [arrive, leave] : [arrive])
    .map((minutes) => instantOf(plan.day, minutes, plan.timeZone))
    .filter((at) => at <= now)
    .map((at) => {
      const wall = wallOf(at, plan.timeZone)
      return {
        tenant_id: tenantId,
        id: randomUUID(),
        employee_id: personId,
        at,
        day: wall.day,
        time: wall.time,
        source: 'import',
        device: 'Door 1',
        lat: null,
        lng: null,
        accuracy_m: null,
        place_id: null,
        distance_m: null,
        in_range: 1,
        reason: null,
        created_at: now,
      }
    })
}
