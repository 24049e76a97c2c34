import { describe, expect, it } from 'vitest'
import { chinaHolidays } from './holidays-cn'

describe('Mainland China public holidays', () => {
  it('keeps the published 2026 schedule: the Spring Festival bridged to nine days and its make-up Saturdays', () => {
    const days = chinaHolidays(2026)
    const spring = days.filter((d) => d.en === 'Spring Festival').map((d) => d.day)
    expect(spring).toEqual([
      '2026-02-15',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-21',
      '2026-02-22',
      '2026-02-23',
    ])
    expect(days.filter((d) => d.kind === 'workday').map((d) => d.day)).toEqual([
      '2026-01-04',
      '2026-02-14',
      '2026-02-28',
      '2026-05-09',
      '2026-09-20',
      '2026-10-10',
    ])
    expect(days.find((d) => d.day === '2026-10-01')).toEqual({
      day: '2026-10-01',
      kind: 'holiday',
      zh: '国庆节',
      en: 'National Day',
    })
  })

  it('falls back to the 13 statutory days of a year without a published schedule', () => {
    const days = chinaHolidays(2027)
    expect(days).toHaveLength(13)
    expect(days.every((d) => d.kind === 'holiday')).toBe(true)
    // The Spring Festival's eve and first three days.
    expect(days.filter((d) => d.en === 'Spring Festival').map((d) => d.day)).toEqual([
      '2027-02-05',
      '2027-02-06',
      '2027-02-07',
      '2027-02-08',
    ])
    // 2031: the Mid-Autumn Festival on 1 October is one day, not two.
    expect(chinaHolidays(2031).filter((d) => d.day === '2031-10-01')).toHaveLength(1)
    expect(chinaHolidays(1999)).toEqual([])
  })
})
