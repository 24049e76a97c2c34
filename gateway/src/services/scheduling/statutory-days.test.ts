import { describe, expect, it } from 'vitest'
import { isStatutoryDay, statutoryDaysOf } from './statutory-days'

describe('statutory holidays', () => {
  it('names the 13 statutory days of 2026: New Year, the Spring Festival eve to its third day, Qingming, 1–2 May, Dragon Boat, Mid-Autumn, 1–3 October', () => {
    expect([...statutoryDaysOf(2026)]).toEqual([
      ['2026-01-01', 'newYear'],
      ['2026-02-16', 'spring'],
      ['2026-02-17', 'spring'],
      ['2026-02-18', 'spring'],
      ['2026-02-19', 'spring'],
      ['2026-04-05', 'qingming'],
      ['2026-05-01', 'labour'],
      ['2026-05-02', 'labour'],
      ['2026-06-19', 'dragonBoat'],
      ['2026-09-25', 'midAutumn'],
      ['2026-10-01', 'national'],
      ['2026-10-02', 'national'],
      ['2026-10-03', 'national'],
    ])
  })

  it('counts a day two festivals share once, and knows only the fixed days of a year whose lunar dates it does not know', () => {
    expect(statutoryDaysOf(2031).size).toBe(12)
    expect([...statutoryDaysOf(2040).keys()]).toEqual([
      '2040-01-01',
      '2040-05-01',
      '2040-05-02',
      '2040-10-01',
      '2040-10-02',
      '2040-10-03',
    ])
  })

  it('tells a statutory day from a bridged rest day of the same holiday period', () => {
    expect(isStatutoryDay('2026-10-03')).toBe(true)
    expect(isStatutoryDay('2026-10-04')).toBe(false)
    expect(isStatutoryDay('2026-02-15')).toBe(false)
    expect(isStatutoryDay('2026-02-16')).toBe(true)
  })
})
