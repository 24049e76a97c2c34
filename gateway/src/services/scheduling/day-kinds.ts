import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { weekdayOf } from './days'
import { organsOfPeople } from './outside-people'
import { groupOf, planContext, type CalendarInfo } from './plan-context'

/** What a work calendar makes of a day: a working day, a rest day, a holiday (statutory or bridged), or a make-up working day. */
export type DayKind = 'work' | 'rest' | 'holiday' | 'makeUp'

/** A day's kind as the month tables show it; `name`: the holiday's (or make-up day's) name in the reader's language. */
export interface DayKindView {
  kind: DayKind
  name?: string
  /** On a holiday that is a bridged rest day of the holiday period (调休放假), not a statutory holiday. */
  bridged?: true
}

/** The day kinds of a month table of people. */
export interface MonthDayKinds {
  /** The tenant's default calendar (the columns' kinds): every day asked. */
  calendarId: number
  days: Record<string, DayKindView>
  /** People whose own calendar (their attendance group's) differs from the default on some days: those days only. */
  people: Map<number, Record<string, DayKindView>>
}

/** The kinds of `days` in a calendar: its holidays and make-up working days, else Monday to Friday work and the weekend rest. */
export function dayKindsOf(calendar: CalendarInfo, days: string[], lang: Lang): Record<string, DayKindView> {
  return Object.fromEntries(
    days.map((day): [string, DayKindView] => {
      const special = calendar.days.get(day)
      const name = special ? (lang === 'en' ? special.en : special.zh) || undefined : undefined
      if (special?.kind === 'holiday')
        return [day, special.statutory === false ? { kind: 'holiday', name, bridged: true } : { kind: 'holiday', name }]
      if (special?.kind === 'workday') return [day, { kind: 'makeUp', name }]
      return [day, { kind: weekdayOf(day) < 5 ? 'work' : 'rest' }]
    }),
  )
}

const same = (a: DayKindView, b: DayKindView): boolean =>
  a.kind === b.kind && a.name === b.name && a.bridged === b.bridged

/**
 * The day kinds of `days` (all of one range) for a table of people: the default calendar's for the columns, and per
 * person the days on which their own calendar says otherwise. Reads the tenant's calendars and groups once.
 */
export async function monthDayKinds(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  days: string[],
  lang: Lang,
): Promise<MonthDayKinds> {
  const from = days[0] ?? ''
  const to = days[days.length - 1] ?? ''
  const [context, people] = await Promise.all([
    planContext(db, tenantId, from, to),
    organsOfPeople(db, tenantId, [...new Set(employeeIds)]),
  ])
  const columns = dayKindsOf(context.defaultCalendar, days, lang)
  const ofCalendar = new Map<number, Record<string, DayKindView>>()
  const memo = new Map<number, number | null>()
  const differing = new Map<number, Record<string, DayKindView>>()
  for (const person of people) {
    const calendar = groupOf(context, person.id, person.organ_id, memo)?.calendar ?? context.defaultCalendar
    if (calendar.id === context.defaultCalendar.id) continue
    let own = ofCalendar.get(calendar.id)
    if (!own) {
      const kinds = dayKindsOf(calendar, days, lang)
      own = Object.fromEntries(days.filter((day) => !same(kinds[day], columns[day])).map((day) => [day, kinds[day]]))
      ofCalendar.set(calendar.id, own)
    }
    if (Object.keys(own).length > 0) differing.set(person.id, own)
  }
  return { calendarId: context.defaultCalendar.id, days: columns, people: differing }
}
