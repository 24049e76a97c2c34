import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, formatDate, parseDate, weekdayOf } from './days'

const DAY = 86_400_000
/** What each helper answers when computed through Date alone (the held answers must equal it). */
const plainFormat = (time: number) => new Date(time).toISOString().slice(0, 10)
const plainWeekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

// The day helpers hold the days they have answered; read again and again, and past how many they hold, they answer
// as Date does.
describe('day helpers', () => {
  const start = Date.UTC(1968, 0, 1)
  const days = Array.from({ length: 6000 }, (_, i) => plainFormat(start + i * DAY))

  it('answer as Date does, twice over, before 1970 and across leap days', () => {
    for (const round of [0, 1])
      for (const [i, day] of days.entries()) {
        expect(parseDate(day), `${round} ${day}`).toBe(start + i * DAY)
        expect(formatDate(start + i * DAY)).toBe(day)
        expect(weekdayOf(day)).toBe(plainWeekday(day))
        expect(addDays(day, 1)).toBe(plainFormat(start + (i + 1) * DAY))
        expect(addDays(day, -40)).toBe(plainFormat(start + (i - 40) * DAY))
      }
    expect(weekdayOf('2030-03-20')).toBe(2)
    expect(weekdayOf('1969-12-31')).toBe(2)
  })

  it('tell a day that is not real from one that is, held or not', () => {
    for (const round of [0, 1]) {
      expect(parseDate('2030-02-30'), String(round)).toBeNull()
      expect(parseDate('2030-2-3')).toBeNull()
      expect(parseDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29))
      expect(parseDate('2030-02-29')).toBeNull()
    }
    expect(daysBetween('2030-02-27', '2030-03-01')).toEqual(['2030-02-27', '2030-02-28', '2030-03-01'])
    expect(formatDate(Date.UTC(2030, 2, 20, 10))).toBe('2030-03-20')
  })
})
