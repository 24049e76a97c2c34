import { randomUUID } from 'node:crypto'
import type { Db } from '../core/db/types'
import { instantOf, minutesOf, wallOf } from '../services/kaoqin'
import { attendanceIdOf } from '../services/outsourcing'
import { plansOf } from '../services/paiban'
import { between, seededRandom } from './random'

/**
 * Door-access punches of last month and of this month until now (last month's summary, the one HR locks, has
 * something to show) for the staff on the job who have no sign-in account (the demo accounts clock in themselves),
 * and of the outsourced workers without an account: most arrive on time, some late, a few forget to punch out or do
 * not come. Their results are judged when first read (the team, department and summary pages).
 */
export async function seedPunches(db: Db, now: number): Promise<void> {
  const random = seededRandom(26)
  const today = new Date(now).toISOString().slice(0, 10)
  const month = new Date(`${today.slice(0, 8)}01T00:00:00Z`)
  month.setUTCMonth(month.getUTCMonth() - 1)
  const first = month.toISOString().slice(0, 10)
  for (const tenantId of [1, 2]) {
    const staff = await db.selectFrom('employee').select('id').where('tenant_id', '=', tenantId).where('status', '=', 1)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('app_user').select('app_user.id').whereRef('app_user.employee_id', '=', 'employee.id'))))
      .execute()
    const workers = await db.selectFrom('outsourcing_worker').select('id').where('tenant_id', '=', tenantId).where('user_id', 'is', null).execute()
    const people = [...staff.map((row) => row.id), ...workers.map((row) => attendanceIdOf(row.id))]
    const plans = await plansOf(db, tenantId, people, first, today)
    const rows = []
    for (const [employeeId, days] of plans) {
      for (const plan of days) {
        if (plan.kind !== 'work' || !plan.shift) continue
        const roll = random()
        if (roll < 0.02) continue
        const { start: from, end: to, flexMinutes, lateGraceMinutes } = plan.shift
        const start = minutesOf(from)
        const end = minutesOf(to) <= start ? minutesOf(to) + 1440 : minutesOf(to)
        const arrive = roll < 0.12 ? start + flexMinutes + lateGraceMinutes + between(random, 3, 40) : start - between(random, 1, 25)
        const punch = (minutes: number) => {
          const at = instantOf(plan.day, minutes, plan.timeZone)
          const wall = wallOf(at, plan.timeZone)
          if (at > now) return []
          return [{
            tenant_id: tenantId, id: randomUUID(), employee_id: employeeId, at, day: wall.day, time: wall.time, source: 'import', device: 'Door 1',
            lat: null, lng: null, accuracy_m: null, place_id: null, distance_m: null, in_range: 1, reason: null, created_at: now,
          }]
        }
        rows.push(...punch(arrive))
        if (roll < 0.05) continue
        rows.push(...punch(end + Math.max(0, arrive - start) + between(random, 0, 40)))
      }
    }
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('punch').values(rows.slice(i, i + 500)).execute()
  }
}
