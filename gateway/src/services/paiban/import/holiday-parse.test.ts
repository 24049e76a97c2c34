import { describe, expect, it } from 'vitest'
import { parseHolidayCsv, parseHolidayIcs } from './holiday-parse'
import { readHolidayFile } from './holiday-file'

const ICS = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//holidays//EN',
  'BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20261001', 'DTEND;VALUE=DATE:20261004', 'SUMMARY:国庆节', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:b', 'DTSTART;VALUE=DATE:20261010', 'SUMMARY:国庆节补班', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:c', 'DTSTART;VALUE=DATE:20261002', 'SUMMARY:Again', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:d', 'DTSTART;VALUE=DATE:20261101', 'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n')

describe('holiday files', () => {
  it('reads a CSV of date, kind and names, and names every rejected line with its reason', () => {
    const csv = 'date,kind,name,name_en\n2026-10-01,holiday,国庆节,National Day\n2026/10/10,workday,调休上班\n2026-13-01,holiday,x\n2026-10-02,maybe,x\n\n2026-10-03,休,\n2026-10-01,holiday,again\n1999-01-01,holiday,old\n'
    const parsed = parseHolidayCsv(csv)
    expect(parsed.days).toEqual([
      { line: 2, day: '2026-10-01', kind: 'holiday', nameZh: '国庆节', nameEn: 'National Day' },
      { line: 3, day: '2026-10-10', kind: 'workday', nameZh: '调休上班', nameEn: '调休上班' },
    ])
    expect(parsed.rejected).toEqual([
      { line: 4, reason: 'badDate' }, { line: 5, reason: 'badKind' }, { line: 7, reason: 'noName' }, { line: 8, reason: 'duplicate' }, { line: 9, reason: 'outOfRange' },
    ])
  })

  it('reads an iCalendar file: all-day spans end before DTEND, make-up days by their summary, lines of rejected events', () => {
    const parsed = parseHolidayIcs(ICS)
    expect(parsed.days.map((d) => [d.day, d.kind, d.nameZh])).toEqual([
      ['2026-10-01', 'holiday', '国庆节'], ['2026-10-02', 'holiday', '国庆节'], ['2026-10-03', 'holiday', '国庆节'], ['2026-10-10', 'workday', '国庆节补班'],
    ])
    expect(parsed.rejected).toEqual([{ line: 15, reason: 'duplicate' }, { line: 20, reason: 'noName' }])
  })

  it('parses in a worker thread and refuses a file that is not iCalendar', async () => {
    expect((await readHolidayFile(ICS, 'ics')).days).toHaveLength(4)
    await expect(readHolidayFile('hello', 'ics')).rejects.toThrow()
  })
})
