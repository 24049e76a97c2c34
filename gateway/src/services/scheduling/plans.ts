import { type DaySpan, fixedQuery, oneOrList } from '../../core/db/fixed-query'
import type { Db } from '../../core/db/types'
import { daysBetween, weekdayOf } from './days'
import { organsOfPeople } from './outside-people'
import { groupOf, planContext, type GroupInfo, type PlanContext } from './plan-context'
import type { DayPlan, ShiftRule } from './types'

/** Ids per query: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 2000

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK))
  return out
}

/** The roster rows (roster mode) or overrides (fixed mode) of one person (a fixed query's value) or several, from–to. */
const rosterRows = (db: Db, table: 'shift_roster' | 'shift_override', span: DaySpan, people: number | number[]) =>
  db
    .selectFrom(table)
    .select(['employee_id', 'day', 'shift_id'])
    .where('tenant_id', '=', span.tenantId)
    .where((eb) => oneOrList(eb, 'employee_id', people))
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)

/** One person's (their own month, the most frequent read), compiled once (fixed-query.ts). */
const onePersonsRows = {
  shift_roster: fixedQuery((db, v: DaySpan & { employeeId: number }) =>
    rosterRows(db, 'shift_roster', v, v.employeeId),
  ),
  shift_override: fixedQuery((db, v: DaySpan & { employeeId: number }) =>
    rosterRows(db, 'shift_override', v, v.employeeId),
  ),
}

/**
 * The plans of one person (or of nobody in particular: `group` null, the default calendar) over `days`:
 * a public holiday of the calendar is a holiday; a make-up working day is work; otherwise the group's week pattern
 * (a day a swap changed: its override), the roster (roster mode: a day without a row is rest) or, without a group,
 * Monday to Friday. `roster` holds the roster rows of a roster-mode person, the overrides of a fixed-mode one.
 */
export function planDays(
  context: PlanContext,
  group: GroupInfo | null,
  roster: Map<string, number | null> | undefined,
  days: string[],
): DayPlan[] {
  const calendar = group?.calendar ?? context.defaultCalendar
  const base = { calendarId: calendar.id, timeZone: calendar.timeZone, groupId: group?.id ?? null }
  const work = (day: string, shift: ShiftRule | null): DayPlan => ({ day, kind: 'work', shift, ...base })
  const rest = (day: string): DayPlan => ({ day, kind: 'rest', shift: null, ...base })
  const patternShift = group
    ? (context.shifts.get(group.week.find((id) => id > 0) ?? 0) ?? context.firstShift)
    : context.firstShift
  /** The plan of a day that is not a public holiday; `makeUp`: the calendar makes it a working day. */
  const planOf = (day: string, makeUp: boolean): DayPlan => {
    if (!group) return makeUp || weekdayOf(day) < 5 ? work(day, context.firstShift) : rest(day)
    if (group.mode === 'roster') {
      const id = roster?.get(day)
      const shift = id ? context.shifts.get(id) : undefined
      return shift ? work(day, shift) : rest(day)
    }
    if (roster?.has(day)) {
      const id = roster.get(day)
      const swapped = id ? context.shifts.get(id) : undefined
      return swapped ? work(day, swapped) : rest(day)
    }
    const shift = context.shifts.get(group.week[weekdayOf(day)])
    if (shift) return work(day, shift)
    return makeUp ? work(day, patternShift) : rest(day)
  }
  /** The plan of a day from the calendar and the group's pattern (no roster row or override decides it). */
  const planned = (day: string): DayPlan => {
    const special = calendar.days.get(day)
    if (special?.kind === 'holiday')
      return {
        day,
        kind: 'holiday',
        holidayName: { zh: special.zh, en: special.en },
        statutory: special.statutory,
        shift: null,
        ...base,
      }
    if (special?.kind !== 'workday') return planOf(day, false)
    const plan = planOf(day, true)
    return plan.kind === 'work' ? { ...plan, makeUpName: { zh: special.zh, en: special.en } } : plan
  }
  // Plans are never changed by their readers, so one made from the context serves every read until it is dropped.
  let held = context.planned.get(group?.id ?? 0)
  if (!held) context.planned.set(group?.id ?? 0, (held = new Map()))
  const memo = held
  return days.map((day) => {
    if (group && (group.mode === 'roster' || roster?.has(day))) return planned(day)
    let plan = memo.get(day)
    if (!plan) memo.set(day, (plan = planned(day)))
    return plan
  })
}

/**
 * The plans of people over days (inclusive, 'YYYY-MM-DD'), read in one batch: the tenant's calendars, groups and
 * shifts once, the people and the roster in chunks of ids. People of another tenant (or unknown) are left out;
 * outside people (ids below zero, outsourced workers) plan by the department they work in now. `staff`, when the
 * caller has read them: the tenant's employees among the ids with their departments (not read again; ids not in it
 * are read as ever).
 */
export async function plansOf(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
  staff?: Array<{ id: number; organ_id: number | null }>,
): Promise<Map<number, DayPlan[]>> {
  const plans = new Map<number, DayPlan[]>()
  const days = daysBetween(from, to)
  const ids = [...new Set(employeeIds)]
  if (days.length === 0 || ids.length === 0) return plans
  const known = new Set(staff?.map((person) => person.id))
  const [context, read] = await Promise.all([
    planContext(db, tenantId, from, to),
    organsOfPeople(
      db,
      tenantId,
      ids.filter((id) => !known.has(id)),
      CHUNK,
    ),
  ])
  const wanted = new Set(ids)
  const people = [...(staff ?? []).filter((person) => wanted.has(person.id)), ...read]
  const memo = new Map<number, number | null>()
  const groups = new Map(people.map((person) => [person.id, groupOf(context, person.id, person.organ_id, memo)]))
  const rosters = new Map<number, Map<string, number | null>>()
  // Roster-mode people's roster rows, fixed-mode people's overrides.
  for (const [mode, table] of [
    ['roster', 'shift_roster'],
    ['fixed', 'shift_override'],
  ] as const) {
    const ids = people.filter((person) => groups.get(person.id)?.mode === mode).map((person) => person.id)
    const span = { tenantId, from, to }
    for (const part of chunks(ids)) {
      const rows =
        part.length === 1
          ? await onePersonsRows[table].execute(db, { ...span, employeeId: part[0]! })
          : await rosterRows(db, table, span, part).execute()
      for (const row of rows) {
        let days = rosters.get(row.employee_id)
        if (!days) rosters.set(row.employee_id, (days = new Map()))
        days.set(row.day, row.shift_id)
      }
    }
  }
  for (const person of people)
    plans.set(person.id, planDays(context, groups.get(person.id) ?? null, rosters.get(person.id), days))
  return plans
}

/**
 * One person's plans over days; `employeeId` null (or not a person of the tenant): the default calendar, Monday to
 * Friday. `staff`: as plansOf's.
 */
export async function dayPlansOf(
  db: Db,
  tenantId: number,
  employeeId: number | null,
  from: string,
  to: string,
  staff?: Array<{ id: number; organ_id: number | null }>,
): Promise<DayPlan[]> {
  if (employeeId !== null) {
    const found = (await plansOf(db, tenantId, [employeeId], from, to, staff)).get(employeeId)
    if (found) return found
  }
  return planDays(await planContext(db, tenantId, from, to), null, undefined, daysBetween(from, to))
}
