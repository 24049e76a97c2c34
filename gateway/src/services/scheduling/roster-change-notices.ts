import type { Db } from '../../core/db/types'
import { publishedPeople } from './published'
import { shiftChangedNotice, shiftsChangedNotices } from './shift-notices'

type Ctx = { db: Db; now: () => number }
/** Planned roster days: `<employee>:<day>` → shift id, null for rest; a day not planned is missing. */
export type Planned = Map<string, number | null>

const REST = { zh: '休息', en: 'rest' }
const NOT_PLANNED = { zh: '未排班', en: 'not planned' }

/** The roster rows of these people from `from` to `to` ('YYYY-MM-DD', inclusive). */
export async function plannedOf(db: Db, tenantId: number, employeeIds: number[], from: string, to: string) {
  const rows = await db
    .selectFrom('shift_roster')
    .select(['employee_id', 'day', 'shift_id'])
    .where('tenant_id', '=', tenantId)
    .where('employee_id', 'in', employeeIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute()
  return new Map(rows.map((row) => [`${row.employee_id}:${row.day}`, row.shift_id])) as Planned
}

async function shiftName(db: Db, tenantId: number, shiftId: number | null | undefined) {
  if (shiftId === undefined) return NOT_PLANNED
  if (shiftId === null) return REST
  const shift = await db
    .selectFrom('shift')
    .select(['name_zh', 'name_en'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', shiftId)
    .executeTakeFirst()
  return shift ? { zh: shift.name_zh, en: shift.name_en } : NOT_PLANNED
}

/** After one day was set: tells the person when their month is published and the day's shift is another now. */
export async function noticeOfSet(
  ctx: Ctx,
  tenantId: number,
  set: { employeeId: number; day: string; shiftId: number },
  before: Planned,
): Promise<void> {
  const key = `${set.employeeId}:${set.day}`
  const [was, now] = [before.get(key), set.shiftId || null]
  if (was === now) return
  if (!(await publishedPeople(ctx.db, tenantId, [set.employeeId], set.day.slice(0, 7))).has(set.employeeId)) return
  await shiftChangedNotice(ctx, {
    tenantId,
    employeeId: set.employeeId,
    day: set.day,
    before: await shiftName(ctx.db, tenantId, was),
    after: await shiftName(ctx.db, tenantId, now),
  })
}

/** After a month was filled: tells each person whose month is published how many of their days are another now. */
export async function noticesOfFill(
  ctx: Ctx,
  tenantId: number,
  month: string,
  before: Planned,
  rows: { employee_id: number; day: string; shift_id: number | null }[],
): Promise<void> {
  const published = await publishedPeople(ctx.db, tenantId, [...new Set(rows.map((r) => r.employee_id))], month)
  const changedDays = new Map<number, number>()
  for (const row of rows) {
    if (!published.has(row.employee_id)) continue
    const changed = before.get(`${row.employee_id}:${row.day}`) !== row.shift_id
    changedDays.set(row.employee_id, (changedDays.get(row.employee_id) ?? 0) + (changed ? 1 : 0))
  }
  await shiftsChangedNotices(ctx, { tenantId, month, changedDays })
}
