import { describe, expect, it } from 'vitest'
import { addDays, instantOf } from './zone'

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
