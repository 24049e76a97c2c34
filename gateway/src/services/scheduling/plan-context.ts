import { cached, tenantScope } from '../../core/cache'
import type { Db } from '../../core/db/types'
import { toShiftRule } from './shift-rule'
import { statutoryOfRow } from './statutory-days'
import type { DayPlan, ShiftRule } from './types'

/** The time zone of a tenant that has no calendar yet. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

export interface CalendarInfo {
  id: number
  timeZone: string
  /** The calendar's special days; `statutory` on a holiday: a statutory holiday, else a bridged rest day. */
  days: Map<string, { kind: string; zh: string; en: string; statutory: boolean }>
}
export interface GroupInfo {
  id: number
  mode: 'fixed' | 'roster'
  week: number[]
  calendar: CalendarInfo
}

/** Everything of a tenant that plans days, read once for a range: calendars with their days, groups, shifts. */
export interface PlanContext {
  shifts: Map<number, ShiftRule>
  /** The shift of people in no group, and of a fixed group's make-up day that its pattern rests: the tenant's first. */
  firstShift: ShiftRule | null
  defaultCalendar: CalendarInfo
  groups: Map<number, GroupInfo>
  /** Group by person (a person's own row) and by department (its sub-departments inherit it). */
  groupOfPerson: Map<number, number>
  groupOfOrgan: Map<number, number>
  parentOf: Map<number, number | null>
  /**
   * The plans already made from this context alone, by group id (0: no group) and day: a day no roster row or
   * override decides is planned once per context, not at every read (plans.ts planDays fills it).
   */
  planned: Map<number, Map<string, DayPlan>>
}

export function weekOf(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text)
    if (Array.isArray(parsed) && parsed.length === 7) return parsed.map((n) => (Number.isInteger(n) && n > 0 ? n : 0))
  } catch {
    /* unreadable: rest every day */
  }
  return [0, 0, 0, 0, 0, 0, 0]
}

/**
 * The tenant's calendars (their days from `from` to `to`), groups, members and shifts, read in one batch. Held in the
 * shared cache (core/cache) until one of their tables changes: every request that plans days (a month of attendance,
 * leave, the patch window) reads them once per change, not at each call. Callers never change what they get.
 */
export function planContext(db: Db, tenantId: number, from: string, to: string): Promise<PlanContext> {
  return cached(db, tenantScope(tenantId), `planContext:${from}:${to}`, () => readPlanContext(db, tenantId, from, to))
}

async function readPlanContext(db: Db, tenantId: number, from: string, to: string): Promise<PlanContext> {
  const [shiftRows, calendarRows, dayRows, groupRows, memberRows, organRows] = await Promise.all([
    db.selectFrom('shift').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('work_calendar')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('calendar_day')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    db.selectFrom('att_group').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    db.selectFrom('att_group_member').selectAll().where('tenant_id', '=', tenantId).orderBy('group_id').execute(),
    db.selectFrom('organ').select(['id', 'parent_id']).where('tenant_id', '=', tenantId).execute(),
  ])
  const shifts = new Map(shiftRows.map((row) => [row.id, toShiftRule(row)]))
  const calendars = new Map<number, CalendarInfo>(
    calendarRows.map((row) => [row.id, { id: row.id, timeZone: row.time_zone, days: new Map() }]),
  )
  for (const row of dayRows)
    calendars
      .get(row.calendar_id)
      ?.days.set(row.day, { kind: row.kind, zh: row.name_zh, en: row.name_en, statutory: statutoryOfRow(row) })
  const defaultCalendar = calendarRows.length
    ? calendars.get(calendarRows[0].id)!
    : { id: 0, timeZone: DEFAULT_TIME_ZONE, days: new Map() }
  const groups = new Map<number, GroupInfo>(
    groupRows.map((row) => [
      row.id,
      {
        id: row.id,
        mode: row.mode === 'roster' ? 'roster' : 'fixed',
        week: weekOf(row.week),
        calendar: calendars.get(row.calendar_id) ?? defaultCalendar,
      },
    ]),
  )
  const groupOfPerson = new Map<number, number>()
  const groupOfOrgan = new Map<number, number>()
  // Rows come by group id: the lowest group wins when two name the same person or department.
  for (const row of memberRows) {
    if (!groups.has(row.group_id)) continue
    if (row.employee_id !== null && !groupOfPerson.has(row.employee_id))
      groupOfPerson.set(row.employee_id, row.group_id)
    if (row.organ_id !== null && !groupOfOrgan.has(row.organ_id)) groupOfOrgan.set(row.organ_id, row.group_id)
  }
  return {
    shifts,
    firstShift: shiftRows.length ? shifts.get(shiftRows[0].id)! : null,
    defaultCalendar,
    groups,
    groupOfPerson,
    groupOfOrgan,
    parentOf: new Map(organRows.map((row) => [row.id, row.parent_id])),
    planned: new Map(),
  }
}

/** The group of a person: their own row, else the nearest department up the tree that has one; null: none. */
export function groupOf(
  context: PlanContext,
  employeeId: number,
  organId: number | null,
  memo: Map<number, number | null>,
): GroupInfo | null {
  const own = context.groupOfPerson.get(employeeId)
  if (own !== undefined) return context.groups.get(own) ?? null
  if (organId === null) return null
  let id = memo.get(organId)
  if (id === undefined) {
    id = null
    const seen = new Set<number>()
    for (
      let organ: number | null | undefined = organId;
      organ != null && !seen.has(organ);
      organ = context.parentOf.get(organ)
    ) {
      seen.add(organ)
      const found = context.groupOfOrgan.get(organ)
      if (found !== undefined) {
        id = found
        break
      }
    }
    memo.set(organId, id)
  }
  return id === null ? null : (context.groups.get(id) ?? null)
}
