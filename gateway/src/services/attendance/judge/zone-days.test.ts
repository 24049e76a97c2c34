import { describe, expect, it } from 'vitest'
import { addDays, instantOf, offsetAt, utcDayOf, wallOf } from './zone'

const DAY = 86_400_000
const plainFormat = (time: number) => new Date(time).toISOString().slice(0, 10)

// addDays holds the days it has stepped from and to; read again and again, and past how many it holds, it answers as
// Date does.
describe('addDays', () => {
  it('steps as Date does, twice over, before 1970 and across leap days', () => {
    const start = Date.UTC(1968, 0, 1)
    for (const round of [0, 1])
      for (let i = 0; i < 6000; i++) {
        const day = plainFormat(start + i * DAY)
        expect(addDays(day, 1), `${round} ${day}`).toBe(plainFormat(start + (i + 1) * DAY))
        expect(addDays(day, -1)).toBe(plainFormat(start + (i - 1) * DAY))
        expect(addDays(day, 40)).toBe(plainFormat(start + (i + 40) * DAY))
      }
  })

  it('steps a day that is not real as Date rolls it, never as a held real day', () => {
    for (const round of [0, 1]) {
      // 30 February 2030 is 2 March.
      expect(addDays('2030-02-30', 1), String(round)).toBe('2030-03-03')
      expect(addDays('2030-03-02', 1)).toBe('2030-03-03')
      expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    }
  })

  it('places a wall-clock time of a held day as of a day read afresh', () => {
    for (const round of [0, 1]) {
      expect(instantOf('2030-03-20', 9 * 60, 'Asia/Shanghai'), String(round)).toBe(
        Date.parse('2030-03-20T09:00:00+08:00'),
      )
      expect(instantOf('2030-03-20', 1440 + 30, 'Asia/Shanghai')).toBe(Date.parse('2030-03-21T00:30:00+08:00'))
      expect(instantOf('2030-03-10', 3 * 60, 'America/New_York')).toBe(Date.parse('2030-03-10T03:00:00-04:00'))
      expect(instantOf('2030-02-30', 0, 'UTC')).toBe(Date.parse('2030-03-02T00:00:00Z'))
    }
  })
})

// wallOf and utcDayOf write days and times from held texts; they answer as toISOString does.
describe('wall-clock day and time of an instant', () => {
  const iso = (at: number) => new Date(at).toISOString()
  const instants = [
    0,
    -1,
    -60_001,
    1,
    Date.UTC(1968, 1, 29, 23, 59, 59, 999),
    Date.UTC(2026, 10, 29, 14, 7, 31, 5),
    Date.UTC(2030, 2, 10, 6, 59),
    Date.UTC(2030, 2, 10, 7, 0),
    Date.UTC(2031, 11, 31, 23, 45),
    8.64e15,
    -8.64e15,
    -62_167_219_200_000,
    -62_167_219_200_001,
    253_402_300_799_999,
    253_402_300_800_000,
    1.5,
    -0.5,
    Date.UTC(2026, 0, 1) + 0.25,
  ]
  for (let i = 0; i < 2000; i++) instants.push(Date.UTC(1965, 0, 1) + Math.floor(i * 987_654_321.7))

  it('in UTC, writes an instant as toISOString does, twice over', () => {
    for (const round of [0, 1])
      for (const at of instants) {
        // As wallOf wrote it before it held texts.
        const wall = iso(at + offsetAt(at, 'UTC'))
        expect(wallOf(at, 'UTC'), `${round} ${at}`).toEqual({ day: wall.slice(0, 10), time: wall.slice(11, 16) })
        expect(utcDayOf(at)).toBe(iso(at).slice(0, 10))
      }
  })

  it('in a zone, writes the instant moved by its offset, across a daylight-saving change', () => {
    for (const [zone, offset] of [
      ['Asia/Shanghai', (_: number) => 8 * 3_600_000],
      ['America/New_York', (at: number) => (at < Date.UTC(2030, 2, 10, 7) ? -5 : -4) * 3_600_000],
    ] as const)
      for (let at = Date.UTC(2030, 2, 9); at < Date.UTC(2030, 2, 12); at += 7 * 60_000 + 13) {
        const wall = iso(at + offset(at))
        expect(wallOf(at, zone), `${zone} ${at}`).toEqual({ day: wall.slice(0, 10), time: wall.slice(11, 16) })
      }
  })

  it('throws on an instant that is no date, as Date does', () => {
    expect(() => wallOf(Number.NaN, 'UTC')).toThrow(RangeError)
    expect(() => utcDayOf(8.64e15 + 1)).toThrow(RangeError)
  })
})
