import { describe, expect, it } from 'vitest'
import { parseHolidayCsv, parseHolidayIcs } from './holiday-parse'
import { readHolidayFile } from './holiday-file'
import { statutoryOf } from './import-holidays'

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//holidays//EN',
  'BEGIN:VEVENT',
  'UID:a',
  'DTSTART;VALUE=DATE:20261001',
  'DTEND;VALUE=DATE:20261004',
  'SUMMARY:国庆节',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:b',
  'DTSTART;VALUE=DATE:20261010',
  'SUMMARY:国庆节补班',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:c',
  'DTSTART;VALUE=DATE:20261002',
  'SUMMARY:Again',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:d',
  'DTSTART;VALUE=DATE:20261101',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n')

/** An iCalendar file of these events (each a list of its lines); the first event's BEGIN:VEVENT is line 4. */
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//holidays//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n')
const NEW_YEAR = calendar(['UID:ny', 'DTSTART;VALUE=DATE:20260101', 'RRULE:FREQ=YEARLY', 'SUMMARY:元旦'])
const daysOf = (text: string, firstYear?: number) => parseHolidayIcs(text, firstYear).days.map((d) => d.day)

describe('holiday files', () => {
  it('reads a CSV of date, kind and names, and names every rejected line with its reason', () => {
    const csv =
      'date,kind,name,name_en\n2026-10-01,holiday,国庆节,National Day\n2026/10/10,workday,调休上班\n2026-13-01,holiday,x\n2026-10-02,maybe,x\n\n2026-10-03,休,\n2026-10-01,holiday,again\n1999-01-01,holiday,old\n'
    const parsed = parseHolidayCsv(csv)
    expect(parsed.days).toEqual([
      { line: 2, day: '2026-10-01', kind: 'holiday', statutory: null, nameZh: '国庆节', nameEn: 'National Day' },
      { line: 3, day: '2026-10-10', kind: 'workday', statutory: null, nameZh: '调休上班', nameEn: '调休上班' },
    ])
    expect(parsed.rejected).toEqual([
      { line: 4, reason: 'badDate' },
      { line: 5, reason: 'badKind' },
      { line: 7, reason: 'noName' },
      { line: 8, reason: 'duplicate' },
      { line: 9, reason: 'outOfRange' },
    ])
  })

  it('reads an iCalendar file: all-day spans end before DTEND, make-up days by their summary, lines of rejected events', () => {
    const parsed = parseHolidayIcs(ICS)
    expect(parsed.days.map((d) => [d.day, d.kind, d.nameZh])).toEqual([
      ['2026-10-01', 'holiday', '国庆节'],
      ['2026-10-02', 'holiday', '国庆节'],
      ['2026-10-03', 'holiday', '国庆节'],
      ['2026-10-10', 'workday', '国庆节补班'],
    ])
    expect(parsed.rejected).toEqual([
      { line: 15, reason: 'duplicate' },
      { line: 20, reason: 'noName' },
    ])
  })

  it('parses in a worker thread and refuses a file that is not iCalendar', async () => {
    expect((await readHolidayFile(ICS, 'ics')).days).toHaveLength(4)
    expect((await readHolidayFile(NEW_YEAR, 'ics', 2030)).days.map((d) => d.day)).toEqual([
      '2030-01-01',
      '2031-01-01',
      '2032-01-01',
    ])
    await expect(readHolidayFile('hello', 'ics')).rejects.toThrow()
  })
})

describe('statutory holidays and bridged rest days in holiday files', () => {
  it('reads a CSV kind as statutory, bridged, a holiday left to the importer, or a make-up working day', () => {
    const csv =
      'date,kind,name\n2026-10-01,法定,国庆节\n2026-10-04,调休,国庆节\n2026-10-05,statutory,National Day\n2026-10-06,bridged,National Day\n2026-10-07,休,国庆节\n2026-10-10,班,国庆节调休上班\n'
    expect(parseHolidayCsv(csv).days.map((d) => [d.day, d.kind, d.statutory])).toEqual([
      ['2026-10-01', 'holiday', true],
      ['2026-10-04', 'holiday', false],
      ['2026-10-05', 'holiday', true],
      ['2026-10-06', 'holiday', false],
      ['2026-10-07', 'holiday', null],
      ['2026-10-10', 'workday', null],
    ])
  })

  it('reads an ICS summary that says 法定 or statutory as statutory, 调休 or bridged as bridged, and 调休上班 as a make-up day', () => {
    const parsed = parseHolidayIcs(
      calendar(
        ['UID:a', 'DTSTART;VALUE=DATE:20260501', 'SUMMARY:劳动节（法定）'],
        ['UID:b', 'DTSTART;VALUE=DATE:20260503', 'SUMMARY:劳动节调休'],
        ['UID:c', 'DTSTART;VALUE=DATE:20260504', 'SUMMARY:Labour Day'],
        ['UID:d', 'DTSTART;VALUE=DATE:20260509', 'SUMMARY:劳动节调休上班'],
      ),
    )
    expect(parsed.days.map((d) => [d.day, d.kind, d.statutory])).toEqual([
      ['2026-05-01', 'holiday', true],
      ['2026-05-03', 'holiday', false],
      ['2026-05-04', 'holiday', null],
      ['2026-05-09', 'workday', null],
    ])
  })

  it("makes a holiday the file leaves unsaid statutory only on one of its year's statutory days", () => {
    const day = (d: string, statutory: boolean | null) => ({ day: d, kind: 'holiday' as const, statutory })
    expect(statutoryOf(day('2026-10-03', null))).toBe(1)
    expect(statutoryOf(day('2026-10-04', null))).toBe(0)
    expect(statutoryOf(day('2026-10-04', true))).toBe(1)
    expect(statutoryOf(day('2026-10-01', false))).toBe(0)
    expect(statutoryOf({ day: '2026-10-01', kind: 'workday', statutory: null })).toBe(0)
  })
})

describe('recurring events of holiday files', () => {
  it('expands a yearly rule over its start year and the next two, or over the first year asked for and the next two', () => {
    expect(parseHolidayIcs(NEW_YEAR).days).toEqual(
      ['2026-01-01', '2027-01-01', '2028-01-01'].map((day) => ({
        line: 4,
        day,
        kind: 'holiday',
        statutory: null,
        nameZh: '元旦',
        nameEn: '元旦',
      })),
    )
    expect(daysOf(NEW_YEAR, 2030)).toEqual(['2030-01-01', '2031-01-01', '2032-01-01'])
    // Never before the event's start; a rule from long ago counts in the years asked for only.
    expect(daysOf(NEW_YEAR, 2020)).toEqual(['2026-01-01', '2027-01-01', '2028-01-01'])
    expect(daysOf(NEW_YEAR.replace('20260101', '19500101'), 2026)).toEqual(['2026-01-01', '2027-01-01', '2028-01-01'])
  })

  it('ends a rule at its COUNT or UNTIL and leaves out its EXDATE days; a rule over before the years asked is a rejected line', () => {
    expect(
      daysOf(calendar(['UID:may', 'DTSTART;VALUE=DATE:20260501', 'RRULE:FREQ=YEARLY;COUNT=2', 'SUMMARY:劳动节'])),
    ).toEqual(['2026-05-01', '2027-05-01'])
    expect(
      daysOf(
        calendar(['UID:mid', 'DTSTART;VALUE=DATE:20260115', 'RRULE:FREQ=MONTHLY;UNTIL=20260401', 'SUMMARY:Mid-month']),
      ),
    ).toEqual(['2026-01-15', '2026-02-15', '2026-03-15'])
    expect(daysOf(NEW_YEAR.replace('RRULE:FREQ=YEARLY', 'RRULE:FREQ=YEARLY\r\nEXDATE;VALUE=DATE:20270101'))).toEqual([
      '2026-01-01',
      '2028-01-01',
    ])
    // RDATE days too, with DTSTART, which always counts.
    expect(
      daysOf(
        calendar([
          'UID:r',
          'DTSTART;VALUE=DATE:20260101',
          'RDATE;VALUE=DATE:20260501,20261001',
          'SUMMARY:Company days',
        ]),
      ),
    ).toEqual(['2026-01-01', '2026-05-01', '2026-10-01'])
    const over = parseHolidayIcs(
      calendar(['UID:old', 'DTSTART;VALUE=DATE:20200501', 'RRULE:FREQ=YEARLY;COUNT=2', 'SUMMARY:劳动节']),
      2026,
    )
    expect(over).toEqual({ days: [], rejected: [{ line: 4, reason: 'noOccurrence', years: { from: 2026, to: 2028 } }] })
  })

  it('takes each day of a multi-day all-day event in every occurrence, and make-up working days by their summary', () => {
    const parsed = parseHolidayIcs(
      calendar(
        [
          'UID:nd',
          'DTSTART;VALUE=DATE:20261001',
          'DTEND;VALUE=DATE:20261004',
          'RRULE:FREQ=YEARLY;COUNT=2',
          'SUMMARY:国庆节',
        ],
        ['UID:mk', 'DTSTART;VALUE=DATE:20261010', 'RRULE:FREQ=YEARLY;COUNT=2', 'SUMMARY:国庆节补班'],
      ),
    )
    expect(parsed.days.map((d) => [d.line, d.day, d.kind])).toEqual([
      [4, '2026-10-01', 'holiday'],
      [4, '2026-10-02', 'holiday'],
      [4, '2026-10-03', 'holiday'],
      [4, '2027-10-01', 'holiday'],
      [4, '2027-10-02', 'holiday'],
      [4, '2027-10-03', 'holiday'],
      [11, '2026-10-10', 'workday'],
      [11, '2027-10-10', 'workday'],
    ])
    expect(parsed.rejected).toEqual([])
  })

  it("moves an occurrence to the day its RECURRENCE-ID event gives, under that event's line and name", () => {
    const parsed = parseHolidayIcs(
      calendar(
        ['UID:sd', 'DTSTART;VALUE=DATE:20260217', 'RRULE:FREQ=YEARLY;COUNT=3', 'SUMMARY:Spring day'],
        ['UID:sd', 'RECURRENCE-ID;VALUE=DATE:20270217', 'DTSTART;VALUE=DATE:20270206', 'SUMMARY:Spring day (moved)'],
      ),
    )
    expect(parsed.days.map((d) => [d.line, d.day, d.nameEn])).toEqual([
      [4, '2026-02-17', 'Spring day'],
      [10, '2027-02-06', 'Spring day (moved)'],
      [4, '2028-02-17', 'Spring day'],
    ])
  })

  it('rejects an endless daily rule with its line and takes none of its days; a daily rule with a COUNT is taken', () => {
    const endless = parseHolidayIcs(
      calendar(
        ['UID:every', 'DTSTART;VALUE=DATE:20260101', 'RRULE:FREQ=DAILY', 'SUMMARY:Every day'],
        ['UID:since', 'DTSTART;VALUE=DATE:20000101', 'RRULE:FREQ=DAILY', 'SUMMARY:Every day since 2000'],
        ['UID:three', 'DTSTART;VALUE=DATE:20260301', 'RRULE:FREQ=DAILY;COUNT=3', 'SUMMARY:Three days'],
      ),
      2026,
    )
    expect(endless.rejected).toEqual(
      [4, 10].map((line) => ({ line, reason: 'tooManyOccurrences', years: { from: 2026, to: 2028 } })),
    )
    expect(endless.days.map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03'])
  })

  it('rejects the line of a rule ical.js gives up on, and keeps the other events', () => {
    // ical.js stops after 500 excluded occurrences in a row.
    const excluded = Array.from({ length: 501 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''),
    )
    const parsed = parseHolidayIcs(
      calendar(
        [
          'UID:x',
          'DTSTART;VALUE=DATE:20260101',
          'RRULE:FREQ=DAILY;COUNT=600',
          `EXDATE;VALUE=DATE:${excluded.join(',')}`,
          'SUMMARY:Mostly not',
        ],
        ['UID:y', 'DTSTART;VALUE=DATE:20260601', 'SUMMARY:Once'],
      ),
    )
    expect(parsed).toEqual({
      days: [{ line: 11, day: '2026-06-01', kind: 'holiday', statutory: null, nameZh: 'Once', nameEn: 'Once' }],
      rejected: [{ line: 4, reason: 'badRule', years: { from: 2026, to: 2028 } }],
    })
  })
})
