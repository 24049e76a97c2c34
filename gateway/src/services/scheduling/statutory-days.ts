/**
 * The statutory holidays of Mainland China (全国年节及纪念日放假办法, as revised 2024-11-10): 13 days a year, the days
 * that pay 300 % for overtime. New Year's Day; the Spring Festival's eve and its first three days; Qingming; 1 and 2
 * May; the Dragon Boat Festival; the Mid-Autumn Festival; 1 to 3 October. The other days off of a holiday period in
 * the State Council's yearly notice are bridged rest days (调休放假), not statutory holidays.
 */
export type Festival = 'newYear' | 'spring' | 'qingming' | 'labour' | 'dragonBoat' | 'midAutumn' | 'national'

export const FESTIVAL_NAMES: Record<Festival, { zh: string; en: string }> = {
  newYear: { zh: '元旦', en: "New Year's Day" },
  spring: { zh: '春节', en: 'Spring Festival' },
  qingming: { zh: '清明节', en: 'Qingming Festival' },
  labour: { zh: '劳动节', en: 'Labour Day' },
  dragonBoat: { zh: '端午节', en: 'Dragon Boat Festival' },
  midAutumn: { zh: '中秋节', en: 'Mid-Autumn Festival' },
  national: { zh: '国庆节', en: 'National Day' },
}

/**
 * The festivals of the Chinese calendar by year (month-day): the Spring Festival's first day (正月初一), Qingming (the
 * solar term), the Dragon Boat Festival (五月初五) and the Mid-Autumn Festival (八月十五).
 */
const LUNAR: Record<number, [string, string, string, string]> = {
  2024: ['02-10', '04-04', '06-10', '09-17'],
  2025: ['01-29', '04-04', '05-31', '10-06'],
  2026: ['02-17', '04-05', '06-19', '09-25'],
  2027: ['02-06', '04-05', '06-09', '09-15'],
  2028: ['01-26', '04-04', '05-28', '10-03'],
  2029: ['02-13', '04-04', '06-16', '09-22'],
  2030: ['02-03', '04-05', '06-05', '09-12'],
  2031: ['01-23', '04-05', '06-24', '10-01'],
  2032: ['02-11', '04-04', '06-12', '09-19'],
  2033: ['01-31', '04-04', '06-01', '09-08'],
  2034: ['02-19', '04-05', '06-20', '09-27'],
  2035: ['02-08', '04-05', '06-10', '09-16'],
}

/** The first and last year whose lunar festivals are known here. */
export const STATUTORY_YEARS = { from: 2024, to: 2035 }

const DAY = 86_400_000
const shifted = (year: number, monthDay: string, days: number): string =>
  new Date(Date.parse(`${year}-${monthDay}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/**
 * The statutory holidays of a year, day → festival: all 13 days for a year whose lunar festivals are known here; for
 * another year only the fixed days (New Year's Day, 1–2 May, 1–3 October). Where two festivals share a day (the
 * Mid-Autumn Festival on 1 or 3 October) the day counts once, under National Day.
 */
export function statutoryDaysOf(year: number): Map<string, Festival> {
  const days = new Map<string, Festival>()
  const lunar = LUNAR[year]
  if (lunar) {
    const [spring, qingming, dragonBoat, midAutumn] = lunar
    for (const shift of [-1, 0, 1, 2]) days.set(shifted(year, spring, shift), 'spring')
    days.set(`${year}-${qingming}`, 'qingming')
    days.set(`${year}-${dragonBoat}`, 'dragonBoat')
    days.set(`${year}-${midAutumn}`, 'midAutumn')
  }
  days.set(`${year}-01-01`, 'newYear')
  days.set(`${year}-05-01`, 'labour')
  days.set(`${year}-05-02`, 'labour')
  for (const day of ['10-01', '10-02', '10-03']) days.set(`${year}-${day}`, 'national')
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)))
}

/** Whether a day (YYYY-MM-DD) is a statutory holiday as far as known here (see statutoryDaysOf). */
export const isStatutoryDay = (day: string): boolean => statutoryDaysOf(Number(day.slice(0, 4))).has(day)

/** Whether a calendar row is a statutory holiday: as it says, or where it does not say, by its day (isStatutoryDay). */
export const statutoryOfRow = (row: { day: string; kind: string; statutory: number | null }): boolean =>
  row.kind === 'holiday' && (row.statutory === null ? isStatutoryDay(row.day) : Number(row.statutory) === 1)
