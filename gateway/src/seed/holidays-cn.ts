/** A day of a calendar that differs from the week: a public holiday or a make-up working day. */
export interface SpecialDay {
  day: string
  kind: 'holiday' | 'workday'
  zh: string
  en: string
}

type Festival = 'newYear' | 'spring' | 'qingming' | 'labour' | 'dragonBoat' | 'midAutumn' | 'national'

const NAMES: Record<Festival, [string, string]> = {
  newYear: ['元旦', "New Year's Day"],
  spring: ['春节', 'Spring Festival'],
  qingming: ['清明节', 'Qingming Festival'],
  labour: ['劳动节', 'Labour Day'],
  dragonBoat: ['端午节', 'Dragon Boat Festival'],
  midAutumn: ['中秋节', 'Mid-Autumn Festival'],
  national: ['国庆节', 'National Day'],
}

/**
 * The State Council's published schedules (国务院办公厅关于部分节假日安排的通知): the days off, bridged across
 * weekends, and the weekend days worked to make up for them. 2025: notice of 12 November 2024; 2026: notice of
 * November 2025.
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

/**
 * The lunar and solar-term festivals of years without a published schedule here (month-day of the Spring Festival's
 * first day, Qingming, the Dragon Boat Festival and the Mid-Autumn Festival), from the Chinese calendar.
 */
const LUNAR: Record<number, [string, string, string, string]> = {
  2024: ['02-10', '04-04', '06-10', '09-17'],
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

const DAY = 86_400_000
const dayOf = (year: number, monthDay: string, shift = 0): string =>
  new Date(Date.parse(`${year}-${monthDay}T00:00:00Z`) + shift * DAY).toISOString().slice(0, 10)

function range(year: number, festival: Festival, from: string, to: string): SpecialDay[] {
  const days: SpecialDay[] = []
  for (let t = Date.parse(`${year}-${from}T00:00:00Z`); t <= Date.parse(`${year}-${to}T00:00:00Z`); t += DAY) {
    days.push({
      day: new Date(t).toISOString().slice(0, 10),
      kind: 'holiday',
      zh: NAMES[festival][0],
      en: NAMES[festival][1],
    })
  }
  return days
}

/**
 * Mainland China's public holidays and make-up working days of a year: the published schedule when it is known here
 * (2025, 2026); otherwise the statutory holidays alone (the holiday rules as revised in 2024: New Year's Day, the
 * Spring Festival's eve and first three days, Qingming, 1–2 May, the Dragon Boat Festival, the Mid-Autumn Festival,
 * 1–3 October), without the bridging days and make-up days a schedule adds; [] for a year with no festival dates here.
 */
export function chinaHolidays(year: number): SpecialDay[] {
  const official = OFFICIAL[year]
  if (official) {
    return [
      ...official.off.flatMap(([festival, from, to]) => range(year, festival, from, to)),
      ...official.work.map(
        ([festival, monthDay]): SpecialDay => ({
          day: `${year}-${monthDay}`,
          kind: 'workday',
          zh: `${NAMES[festival][0]}调休上班`,
          en: `${NAMES[festival][1]} make-up working day`,
        }),
      ),
    ].sort((a, b) => a.day.localeCompare(b.day))
  }
  const lunar = LUNAR[year]
  if (!lunar) return []
  const [spring, qingming, dragonBoat, midAutumn] = lunar
  const holiday = (festival: Festival, day: string): SpecialDay => ({
    day,
    kind: 'holiday',
    zh: NAMES[festival][0],
    en: NAMES[festival][1],
  })
  return (
    [
      holiday('newYear', `${year}-01-01`),
      ...[-1, 0, 1, 2].map((shift) => holiday('spring', dayOf(year, spring, shift))),
      holiday('qingming', `${year}-${qingming}`),
      holiday('labour', `${year}-05-01`),
      holiday('labour', `${year}-05-02`),
      holiday('dragonBoat', `${year}-${dragonBoat}`),
      holiday('midAutumn', `${year}-${midAutumn}`),
      ...['10-01', '10-02', '10-03'].map((d) => holiday('national', `${year}-${d}`)),
    ]
      // The Mid-Autumn Festival may fall within National Day (2028: 3 October; 2031: 1 October): one entry per day.
      .filter((d, i, all) => all.findIndex((o) => o.day === d.day) === i)
      .sort((a, b) => a.day.localeCompare(b.day))
  )
}
