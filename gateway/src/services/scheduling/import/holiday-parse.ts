import { parse as parseCsv } from 'csv-parse/sync'
import ICAL from 'ical.js'
import { occurrencesOf } from './ics-occurrences'

/** A day read from a holiday file, with the line it came from (1-based). */
export interface ParsedDay {
  line: number
  day: string
  kind: 'holiday' | 'workday'
  /** On a holiday: the file says statutory (true) or bridged rest day (false); null: it does not say. */
  statutory: boolean | null
  nameZh: string
  nameEn: string
}
/** Why a line was not taken; the last three are an ICS event's repeat rule's (ics-occurrences.ts). */
export type RejectReason =
  | 'badDate'
  | 'badKind'
  | 'noName'
  | 'duplicate'
  | 'outOfRange'
  | 'tooManyOccurrences'
  | 'noOccurrence'
  | 'badRule'
/** A line not taken; `years` are those a recurring event was expanded over. */
export interface Rejected {
  line: number
  reason: RejectReason
  years?: { from: number; to: number }
}
export interface ParsedFile {
  days: ParsedDay[]
  rejected: Rejected[]
}

/** The most days one file may add, and the longest one event may span. */
export const MAX_FILE_DAYS = 2000
const MAX_EVENT_DAYS = 31
const DAY = 86_400_000
const NAME_MAX = 60

/** A make-up working day by its words ('补班', '上班', 'make-up', 'workday', 'working day'); anything else is a holiday. */
const WORKDAY = /补班|上班|班$|make-?up|work(ing)?\s?day/i

const realDate = (text: string): boolean => {
  const time = Date.parse(`${text}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text
}
const inRange = (day: string): boolean => day >= '2000-01-01' && day <= '2100-12-31'

/** Adds a day unless the file named it before (then the later line is rejected). */
function take(out: ParsedFile, seen: Set<string>, entry: ParsedDay): void {
  if (!inRange(entry.day)) out.rejected.push({ line: entry.line, reason: 'outOfRange' })
  else if (seen.has(entry.day)) out.rejected.push({ line: entry.line, reason: 'duplicate' })
  else {
    seen.add(entry.day)
    out.days.push(entry)
  }
}

/**
 * A CSV kind: 'statutory' / '法定' (a statutory holiday), 'bridged' / '调休' (a bridged rest day of the holiday
 * period), 'holiday' / '休' (a holiday, statutory or not left to the importer), 'workday' / '班' (a make-up working
 * day), or their other Chinese words; null when it is none of them.
 */
function kindOf(text: string): Pick<ParsedDay, 'kind' | 'statutory'> | null {
  const word = text.trim().toLowerCase()
  if (['statutory', '法定', '法定节假日', '法定假日', '法定休'].includes(word))
    return { kind: 'holiday', statutory: true }
  if (['bridged', '调休', '调休放假', '调休休'].includes(word)) return { kind: 'holiday', statutory: false }
  if (['holiday', '休', '休息', '假', '假日', '节假日'].includes(word)) return { kind: 'holiday', statutory: null }
  if (['workday', '班', '上班', '补班', '调休上班'].includes(word)) return { kind: 'workday', statutory: null }
  return null
}

/** What an ICS summary says of a holiday: '法定' / 'statutory' true, '调休' / 'bridged' false, else null. */
function statutoryOfName(name: string): boolean | null {
  if (/法定|statutory/i.test(name)) return true
  if (/调休|bridged/i.test(name)) return false
  return null
}

/**
 * CSV lines `date,kind,name[,name_en]` (a first line starting with 'date' or '日期' is the header); the kinds are
 * kindOf's.
 */
export function parseHolidayCsv(text: string): ParsedFile {
  const out: ParsedFile = { days: [], rejected: [] }
  const seen = new Set<string>()
  const records = parseCsv(text, {
    bom: true,
    relax_column_count: true,
    trim: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as Array<{ record: string[]; info: { lines: number } }>
  for (const [index, { record, info }] of records.entries()) {
    const [date = '', kind = '', nameZh = '', nameEn = ''] = record
    if (index === 0 && /^(date|日期)$/i.test(date)) continue
    const line = info.lines
    const day = date.replaceAll('/', '-')
    const parsedKind = kindOf(kind)
    if (!realDate(day)) out.rejected.push({ line, reason: 'badDate' })
    else if (!parsedKind) out.rejected.push({ line, reason: 'badKind' })
    else if (!nameZh) out.rejected.push({ line, reason: 'noName' })
    else
      take(out, seen, {
        line,
        day,
        ...parsedKind,
        nameZh: nameZh.slice(0, NAME_MAX),
        nameEn: (nameEn || nameZh).slice(0, NAME_MAX),
      })
  }
  return out
}

/** The line (1-based) of each `BEGIN:VEVENT`, in order. */
function eventLines(text: string): number[] {
  const lines: number[] = []
  text.split(/\r\n|\n|\r/).forEach((line, index) => {
    if (/^BEGIN:VEVENT\s*$/i.test(line)) lines.push(index + 1)
  })
  return lines
}

/**
 * An iCalendar file: each occurrence's days (from its start to its end, which is exclusive for all-day events; one
 * day when it has no end), named by its summary; a summary that says make-up work ('补班', 'make-up day') marks a
 * working day, one that says '法定' / 'statutory' a statutory holiday, '调休' / 'bridged' a bridged rest day. A recurring event counts its occurrences from the start of `firstYear` (default: its own start year)
 * to two years later (ics-occurrences.ts); an event moved by RECURRENCE-ID counts at its new day, under its own line.
 * Throws when it is not iCalendar.
 */
export function parseHolidayIcs(text: string, firstYear?: number): ParsedFile {
  const out: ParsedFile = { days: [], rejected: [] }
  const seen = new Set<string>()
  const root = new ICAL.Component(ICAL.parse(text) as unknown[])
  const lines = eventLines(text)
  const events = root
    .getAllSubcomponents('vevent')
    .map((vevent, index) => ({ event: new ICAL.Event(vevent), line: lines[index] ?? 0 }))
  const lineOf = new Map(events.map(({ event, line }) => [event.component, line]))
  // A moved occurrence belongs to the recurring event of its UID; without one it stands alone.
  const masters = new Map(
    events.filter(({ event }) => !event.isRecurrenceException()).map(({ event }) => [event.uid, event]),
  )
  const standalone = events.filter(({ event }) => {
    const master = event.isRecurrenceException() ? masters.get(event.uid) : undefined
    if (master?.isRecurring()) master.relateException(event)
    return !master?.isRecurring()
  })
  for (const { event, line } of standalone) {
    if (!event.startDate) {
      out.rejected.push({ line, reason: 'badDate' })
      continue
    }
    if (!String(event.summary ?? '').trim()) {
      out.rejected.push({ line, reason: 'noName' })
      continue
    }
    const expansion = occurrencesOf(event, firstYear)
    if ('refused' in expansion) {
      out.rejected.push({ line, reason: expansion.refused, ...(expansion.years ? { years: expansion.years } : {}) })
      continue
    }
    const spans = expansion.occurrences.map((occurrence) => ({
      ...spanOf(occurrence.start, occurrence.end),
      line: lineOf.get(occurrence.event.component) ?? line,
      name: String(occurrence.event.summary ?? '').trim() || String(event.summary).trim(),
    }))
    if (spans.some((span) => span.last - span.first >= MAX_EVENT_DAYS * DAY)) {
      out.rejected.push({ line, reason: 'outOfRange' })
      continue
    }
    for (const { first, last, line: from, name } of spans) {
      const kind = WORKDAY.test(name) ? 'workday' : 'holiday'
      for (let t = first; t <= last; t += DAY) {
        take(out, seen, {
          line: from,
          day: new Date(t).toISOString().slice(0, 10),
          kind,
          statutory: kind === 'holiday' ? statutoryOfName(name) : null,
          nameZh: name.slice(0, NAME_MAX),
          nameEn: name.slice(0, NAME_MAX),
        })
      }
    }
  }
  return out
}

/** The first and last day (UTC midnights) of an occurrence: an all-day end is exclusive, a timed one covers its day. */
function spanOf(start: ICAL.Time, end: ICAL.Time | null): { first: number; last: number } {
  const first = Date.UTC(start.year, start.month - 1, start.day)
  const last = end ? Date.UTC(end.year, end.month - 1, end.day) - (end.isDate ? DAY : 0) : first
  return { first, last: Math.max(first, last) }
}

/**
 * Reads a holiday file by its kind (`firstYear`: the first year an ICS file's recurring events are expanded over);
 * throws when the file cannot be read at all or names too many days.
 */
export function parseHolidayFile(text: string, kind: 'ics' | 'csv', firstYear?: number): ParsedFile {
  const parsed = kind === 'ics' ? parseHolidayIcs(text, firstYear) : parseHolidayCsv(text)
  if (parsed.days.length > MAX_FILE_DAYS) throw new Error(`more than ${MAX_FILE_DAYS} days`)
  return parsed
}
