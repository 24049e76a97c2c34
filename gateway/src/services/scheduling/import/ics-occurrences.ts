import type ICAL from 'ical.js'

/** Years after the first one a recurring event is expanded over: that year and the next two. */
export const YEARS_AHEAD = 2
/** The most days a recurring event may name in its years; more is not a holiday rule (an endless daily one, say). */
export const MAX_OCCURRENCES = 366
/** The most occurrences read from the rule's start, those before its years included. */
export const MAX_STEPS = 5000

/** One occurrence: its start and end (as the event has them) and the event that describes it (a moved one's own). */
export interface Occurrence {
  start: ICAL.Time
  end: ICAL.Time | null
  event: ICAL.Event
}

export type Expansion =
  | { occurrences: Occurrence[] }
  | { refused: 'tooManyOccurrences' | 'noOccurrence' | 'badRule'; years?: { from: number; to: number } }

const dayOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`

/**
 * The occurrences of an event: a single event's own; a recurring one's (RRULE, RDATE, less EXDATE, moved by its
 * RECURRENCE-ID events) by ical.js's expansion, those starting from the first day of `firstYear` (default: the event's
 * own start year; never before it) to the end of YEARS_AHEAD years later. Refused when the rule cannot be expanded, names
 * no day in those years, or more than MAX_OCCURRENCES.
 */
export function occurrencesOf(event: ICAL.Event, firstYear?: number): Expansion {
  const start = event.startDate
  if (!event.isRecurring()) return { occurrences: [{ start, end: event.endDate ?? null, event }] }
  const from = Math.max(firstYear ?? start.year, start.year)
  const years = { from, to: from + YEARS_AHEAD }
  const [first, last] = [`${years.from}-01-01`, `${years.to}-12-31`]
  const occurrences: Occurrence[] = []
  try {
    let steps = 0
    for (const next of recurrenceIds(event)) {
      if (dayOf(next) > last) break
      if (++steps > MAX_STEPS) return { refused: 'tooManyOccurrences', years }
      const details = event.getOccurrenceDetails(next)
      const day = dayOf(details.startDate)
      if (day < first || day > last) continue
      if (occurrences.length === MAX_OCCURRENCES) return { refused: 'tooManyOccurrences', years }
      occurrences.push({ start: details.startDate, end: details.endDate, event: details.item })
    }
  } catch {
    // ical.js gives up on a rule no day can satisfy (e.g. 30 February) and on one it cannot read.
    return { refused: 'badRule', years }
  }
  return occurrences.length ? { occurrences } : { refused: 'noOccurrence', years }
}

/** The recurrence ids of an event in order (ical.js's expansion), with DTSTART, which always counts, where RDATE alone leaves it out. */
function* recurrenceIds(event: ICAL.Event): Generator<ICAL.Time> {
  const expansion = event.iterator()
  let next: ICAL.Time | null = expansion.next()
  const start = event.startDate
  const excluded = event.component
    .getAllProperties('exdate')
    .some((property) => property.getValues().some((time) => dayOf(time as ICAL.Time) === dayOf(start)))
  if (!event.component.hasProperty('rrule') && !excluded && next?.compare(start) !== 0) yield start
  for (; next; next = expansion.next()) yield next
}
