import { describe, expect, it } from 'vitest'
import { chinaHolidays } from './china-holidays'

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
      statutory: true,
      zh: '国庆节',
      en: 'National Day',
    })
  })

  it('marks the 13 statutory days of 2026 statutory and every other day off of the notice a bridged rest day', () => {
    const days = chinaHolidays(2026).filter((d) => d.kind === 'holiday')
    expect(days.filter((d) => d.statutory).map((d) => d.day)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-04-05',
      '2026-05-01',
      '2026-05-02',
      '2026-06-19',
      '2026-09-25',
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
    ])
    expect(days.filter((d) => !d.statutory).map((d) => d.day)).toEqual([
      '2026-01-02',
      '2026-01-03',
      '2026-02-15',
      '2026-02-20',
      '2026-02-21',
      '2026-02-22',
      '2026-02-23',
      '2026-04-04',
      '2026-04-06',
      '2026-05-03',
      '2026-05-04',
      '2026-05-05',
      '2026-06-20',
      '2026-06-21',
      '2026-09-26',
      '2026-09-27',
      '2026-10-04',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
    ])
  })

  it('names the Mid-Autumn Festival of 2025 inside the National Day period as its own statutory day', () => {
    const days = chinaHolidays(2025)
    expect(days.find((d) => d.day === '2025-10-06')).toMatchObject({ statutory: true, en: 'Mid-Autumn Festival' })
    expect(days.find((d) => d.day === '2025-10-05')).toMatchObject({ statutory: false, en: 'National Day' })
    expect(days.filter((d) => d.statutory)).toHaveLength(13)
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
