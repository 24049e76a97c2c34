import type { Db } from '../core/db/types'

/** The rules every demo shift shares: 5 minutes' grace either side, absent after 4 hours late or early. */
const RULES = { late_grace_minutes: 5, early_grace_minutes: 5, absent_after_minutes: 240 }

/** The demo shifts of both tenants: the day shift with a lunch break and 30 flexible minutes; the night shift crosses midnight. */
const SHIFTS = [
  {
    id: 1,
    name_zh: '白班',
    name_en: 'Day',
    start_time: '09:00',
    end_time: '18:00',
    breaks: JSON.stringify([{ start: '12:00', end: '13:00' }]),
    flex_minutes: 30,
    min_hours: 4,
    ...RULES,
  },
  {
    id: 2,
    name_zh: '早班',
    name_en: 'Early',
    start_time: '07:00',
    end_time: '15:00',
    breaks: '[]',
    flex_minutes: 0,
    min_hours: 4,
    ...RULES,
  },
  {
    id: 3,
    name_zh: '晚班',
    name_en: 'Late',
    start_time: '14:00',
    end_time: '22:00',
    breaks: '[]',
    flex_minutes: 0,
    min_hours: 4,
    ...RULES,
  },
  {
    id: 4,
    name_zh: '夜班',
    name_en: 'Night',
    start_time: '22:00',
    end_time: '06:00',
    breaks: '[]',
    flex_minutes: 0,
    min_hours: 4,
    ...RULES,
  },
]

/** The shifts, and this month's roster of every employee on the job: the day shift Monday to Friday, rest at weekends. */
export async function seedShifts(db: Db, now: number): Promise<void> {
  const today = new Date(now)
  const year = today.getUTCFullYear()
  const month = today.getUTCMonth()
  const count = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const days = Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month, i + 1)))
  for (const tenantId of [1, 2]) {
    await db
      .insertInto('shift')
      .values(SHIFTS.map((shift, sort) => ({ ...shift, tenant_id: tenantId, sort })))
      .execute()
    const staff = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 1)
      .execute()
    const rows = staff.flatMap(({ id }) =>
      days.map((day) => ({
        tenant_id: tenantId,
        employee_id: id,
        day: day.toISOString().slice(0, 10),
        shift_id: day.getUTCDay() % 6 === 0 ? null : 1,
      })),
    )
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('shift_roster')
        .values(rows.slice(i, i + 500))
        .execute()
  }
}
