import type { Db } from '../core/db/types'
import { chinaHolidays } from '../services/scheduling'

/** Each demo tenant's office (its clock-in place) and the department that works on the roster. */
const TENANTS = [
  {
    tenantId: 1,
    group: '总部考勤组',
    rosterGroup: '运营排班组',
    rosterOrgan: '产品运营部',
    place: { name: '上海总部', lat: 31.2304, lng: 121.4737 },
  },
  {
    tenantId: 2,
    group: '北京考勤组',
    rosterGroup: '行政排班组',
    rosterOrgan: '行政部',
    place: { name: '北京办公室', lat: 39.9087, lng: 116.3975 },
  },
]

/** Monday to Friday on the day shift (shift 1), rest at weekends. */
const OFFICE_WEEK = [1, 1, 1, 1, 1, 0, 0]

/**
 * The demo tenants' scheduling: the default calendar (Mainland China, Asia/Shanghai) with this year's and next year's
 * public holidays and make-up days; the whole company in one group on the day shift Monday to Friday with one
 * clock-in place (500 m around the office); one department in a second group planned by the roster, with next
 * month's roster (early and late shifts by week; this month's comes from seedShifts).
 */
export async function seedCalendars(db: Db, now: number): Promise<void> {
  const year = new Date(now).getUTCFullYear()
  const days = [...chinaHolidays(year), ...chinaHolidays(year + 1)]
  for (const spec of TENANTS) {
    const tenant_id = spec.tenantId
    await db
      .insertInto('work_calendar')
      .values({
        tenant_id,
        id: 1,
        name_zh: '中国大陆',
        name_en: 'Mainland China',
        time_zone: 'Asia/Shanghai',
        is_default: 1,
      })
      .execute()
    if (days.length) {
      await db
        .insertInto('calendar_day')
        .values(
          days.map((d) => ({
            tenant_id,
            calendar_id: 1,
            day: d.day,
            kind: d.kind,
            name_zh: d.zh,
            name_en: d.en,
            statutory: d.statutory ? 1 : 0,
          })),
        )
        .execute()
    }
    const organs = await db
      .selectFrom('organ')
      .select(['id', 'name', 'parent_id'])
      .where('tenant_id', '=', tenant_id)
      .execute()
    const root = organs.find((o) => o.parent_id === null)
    const rosterOrgan = organs.find((o) => o.name === spec.rosterOrgan)
    if (!root) continue
    await db
      .insertInto('att_group')
      .values({ tenant_id, id: 1, name: spec.group, calendar_id: 1, mode: 'fixed', week: JSON.stringify(OFFICE_WEEK) })
      .execute()
    await db
      .insertInto('att_group_member')
      .values({ tenant_id, group_id: 1, organ_id: root.id, employee_id: null })
      .execute()
    await db
      .insertInto('att_group_place')
      .values({ tenant_id, group_id: 1, id: 1, ...spec.place, radius_m: 500 })
      .execute()
    if (!rosterOrgan) continue
    await db
      .insertInto('att_group')
      .values({
        tenant_id,
        id: 2,
        name: spec.rosterGroup,
        calendar_id: 1,
        mode: 'roster',
        week: JSON.stringify(OFFICE_WEEK),
      })
      .execute()
    await db
      .insertInto('att_group_member')
      .values({ tenant_id, group_id: 2, organ_id: rosterOrgan.id, employee_id: null })
      .execute()
    await db
      .insertInto('att_group_place')
      .values({ tenant_id, group_id: 2, id: 2, ...spec.place, radius_m: 500 })
      .execute()
    await seedNextMonthRoster(db, tenant_id, rosterOrgan.id, organs, now)
  }
}

/** Next month's roster of a department and its teams: the early shift in odd weeks, the late one in even weeks, Monday to Friday. */
async function seedNextMonthRoster(
  db: Db,
  tenantId: number,
  organId: number,
  organs: Array<{ id: number; parent_id: number | null }>,
  now: number,
): Promise<void> {
  const ids = [organId]
  for (let i = 0; i < ids.length; i++) for (const o of organs) if (o.parent_id === ids[i]) ids.push(o.id)
  const staff = await db
    .selectFrom('employee')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 1)
    .where('organ_id', 'in', ids)
    .execute()
  const today = new Date(now)
  const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)
  const count = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0)).getUTCDate()
  const rows = staff.flatMap(({ id }) =>
    Array.from({ length: count }, (_, i) => {
      const date = new Date(first + i * 86_400_000)
      const weekend = date.getUTCDay() % 6 === 0
      return {
        tenant_id: tenantId,
        employee_id: id,
        day: date.toISOString().slice(0, 10),
        shift_id: weekend ? null : Math.floor(i / 7) % 2 === 0 ? 2 : 3,
      }
    }),
  )
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('shift_roster')
      .values(rows.slice(i, i + 500))
      .execute()
}
