import { FESTIVAL_NAMES, STATUTORY_YEARS, statutoryDaysOf, type Festival } from './statutory-days'

/** A day of a calendar that differs from the week: a holiday (statutory or bridged) or a make-up working day. */
export interface SpecialDay {
  day: string
  kind: 'holiday' | 'workday'
  /** On a holiday: a statutory holiday (法定节假日); false: a bridged rest day of the holiday period (调休放假). */
  statutory: boolean
  zh: string
  en: string
}

/**
 * The State Council's published schedules (国务院办公厅关于部分节假日安排的通知): the days off of each holiday
 * period (its statutory days and the bridged rest days around them) and the weekend days worked to make up for them.
 * 2025: notice of 12 November 2024; 2026: notice of 4 November 2025.
 */
const OFFICIAL: Record<number, { off: Array<[Festival, string, string]>; work: Array<[Festival, string]> }> = {
  2025: {
    off: [
      ['newYear', '01-01', '01-01'],
      ['spring', '01-28', '02-04'],
      ['qingming', '04-04', '04-06'],
      ['labour', '05-01', '05-05'],
      ['dragonBoat', '05-31', '06-02'],
      ['national', '10-01', '10-08'],
    ],
    work: [
      ['spring', '01-26'],
      ['spring', '02-08'],
      ['labour', '04-27'],
      ['national', '09-28'],
      ['national', '10-11'],
    ],
  },
  2026: {
    off: [
      ['newYear', '01-01', '01-03'],
      ['spring', '02-15', '02-23'],
      ['qingming', '04-04', '04-06'],
      ['labour', '05-01', '05-05'],
      ['dragonBoat', '06-19', '06-21'],
      ['midAutumn', '09-25', '09-27'],
      ['national', '10-01', '10-07'],
    ],
    work: [
      ['newYear', '01-04'],
      ['spring', '02-14'],
      ['spring', '02-28'],
      ['labour', '05-09'],
      ['national', '09-20'],
      ['national', '10-10'],
    ],
  },
}

const DAY = 86_400_000

/**
 * Mainland China's holidays and make-up working days of a year: the published schedule when it is known here (2025,
 * 2026), each day off marked statutory when it is one of the year's 13 statutory days (statutoryDaysOf) and bridged
 * otherwise (a statutory day inside another festival's period keeps its own name: the Mid-Autumn Festival on 6 October
 * 2025); otherwise the statutory holidays alone, without the bridged days and make-up days a schedule adds; [] for a
 * year whose festival dates are not known here.
 */
export function chinaHolidays(year: number): SpecialDay[] {
  const statutory = statutoryDaysOf(year)
  const official = OFFICIAL[year]
  const named = (day: string, festival: Festival, isStatutory: boolean): SpecialDay => ({
    day,
    kind: 'holiday',
    statutory: isStatutory,
    ...FESTIVAL_NAMES[festival],
  })
  if (!official) {
    if (year < STATUTORY_YEARS.from || year > STATUTORY_YEARS.to) return []
    return [...statutory].map(([day, festival]) => named(day, festival, true))
  }
  const off = official.off.flatMap(([festival, from, to]) => {
    const days: SpecialDay[] = []
    for (let t = Date.parse(`${year}-${from}T00:00:00Z`); t <= Date.parse(`${year}-${to}T00:00:00Z`); t += DAY) {
      const day = new Date(t).toISOString().slice(0, 10)
      const own = statutory.get(day)
      days.push(own ? named(day, own, true) : named(day, festival, false))
    }
    return days
  })
  const work = official.work.map(
    ([festival, monthDay]): SpecialDay => ({
      day: `${year}-${monthDay}`,
      kind: 'workday',
      statutory: false,
      zh: `${FESTIVAL_NAMES[festival].zh}调休上班`,
      en: `${FESTIVAL_NAMES[festival].en} make-up working day`,
    }),
  )
  return [...off, ...work].sort((a, b) => a.day.localeCompare(b.day))
}
