/** A span of days, 'YYYY-MM-DD', both ends included. */
export interface Period {
  from: string
  to: string
}

const day = (time: number): string => new Date(time).toISOString().slice(0, 10)
const utc = (text: string): number =>
  Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)))
const monthStart = (year: number, month: number): string => day(Date.UTC(year, month, 1))
const monthEnd = (year: number, month: number): string => day(Date.UTC(year, month + 1, 0))
const addDays = (text: string, step: number): string => day(utc(text) + step * 86_400_000)
const min = (a: string, b: string): string => (a < b ? a : b)

const EN_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]
/** A month by name ('may' only after a preposition: it is also a verb), optionally with its year. */
const EN_MONTH = new RegExp(
  `\\b(?:(?:in|of|for|during|since)\\s+(may)|(${EN_MONTHS.filter((m) => m !== 'may').join('|')}))\\b(?:\\s+(\\d{4}))?`,
)
/** A month by number, optionally after its year ('2025年3月', '去年3月', '十月'). */
const ZH_MONTH =
  /(?:(\d{4})\s*年|(今年|本年|去年|前年))?\s*(1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])\s*月(?!份?\s*\d)/
const ZH_NUMBERS: Record<string, number> = {
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  十一: 11,
  十二: 12,
}

/**
 * The span of days a question names, counted from `today` (the tenant's day, 'YYYY-MM-DD'), or null when it names
 * none. This year is 1 January to today; last year the whole of it; this month its first day to today; last N months
 * the first day of the month N-1 months back to today; weeks start on Monday. Chinese and English.
 */
export function periodIn(text: string, today: string): Period | null {
  const q = text.toLowerCase()
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7)) - 1
  const weekday = (new Date(utc(today)).getUTCDay() + 6) % 7
  const quarter = Math.floor(month / 3)
  const wholeYear = (y: number): Period => ({ from: `${y}-01-01`, to: min(`${y}-12-31`, today) })
  const wholeMonth = (y: number, m: number): Period => ({ from: monthStart(y, m), to: min(monthEnd(y, m), today) })

  let match: RegExpExecArray | null
  if ((match = /(\d{4})\s*(?:-|\/|年)\s*(\d{1,2})(?!\d)/.exec(q)) && Number(match[2]) >= 1 && Number(match[2]) <= 12) {
    return wholeMonth(Number(match[1]), Number(match[2]) - 1)
  }
  if ((match = ZH_MONTH.exec(q))) {
    const named = match[2] === '去年' ? year - 1 : match[2] === '前年' ? year - 2 : match[2] ? year : null
    const m = (/\d/.test(match[3]) ? Number(match[3]) : ZH_NUMBERS[match[3]]) - 1
    const y = match[1] ? Number(match[1]) : (named ?? (m > month ? year - 1 : year))
    return wholeMonth(y, m)
  }
  if ((match = EN_MONTH.exec(q))) {
    const m = EN_MONTHS.indexOf(match[1] ?? match[2])
    const y = match[3] ? Number(match[3]) : /\blast year\b/.test(q) ? year - 1 : m > month ? year - 1 : year
    return wholeMonth(y, m)
  }
  if (
    (match =
      /(?:最近|近|过去|前)\s*(\d{1,2}|[一两二三四五六七八九十]{1,2})\s*个?月|\b(?:last|past|previous)\s+(\d{1,2})\s+months?\b/.exec(
        q,
      ))
  ) {
    const count = Math.min(
      36,
      Math.max(1, Number(match[2] ?? (/\d/.test(match[1]) ? match[1] : (ZH_NUMBERS[match[1]] ?? 1)))),
    )
    return { from: monthStart(year, month - count + 1), to: today }
  }
  if (/今天|今日|\btoday\b/.test(q)) return { from: today, to: today }
  if (/昨天|昨日|\byesterday\b/.test(q)) return { from: addDays(today, -1), to: addDays(today, -1) }
  if (/上周|上个?星期|上一周|\blast week\b|\bprevious week\b/.test(q))
    return { from: addDays(today, -weekday - 7), to: addDays(today, -weekday - 1) }
  if (/本周|这周|这个?星期|本星期|\bthis week\b/.test(q)) return { from: addDays(today, -weekday), to: today }
  if (/上个?月|上一个?月|\blast month\b|\bprevious month\b/.test(q)) return wholeMonth(year, month - 1)
  if (/本月|这个?月|当月|\bthis month\b/.test(q)) return wholeMonth(year, month)
  if (/上个?季度|上一季度|\blast quarter\b|\bprevious quarter\b/.test(q))
    return { from: monthStart(year, quarter * 3 - 3), to: monthEnd(year, quarter * 3 - 1) }
  if (/本季度|这个?季度|\bthis quarter\b/.test(q)) return { from: monthStart(year, quarter * 3), to: today }
  if (/前年|\byear before last\b/.test(q)) return wholeYear(year - 2)
  if (/去年|上一?年|\blast year\b|\bprevious year\b/.test(q)) return wholeYear(year - 1)
  if (/今年|本年|\bthis year\b|\byear to date\b|\bytd\b|\bso far this year\b/.test(q)) return wholeYear(year)
  if ((match = /(\d{4})\s*年|\b(?:in|of|for|during)\s+(\d{4})\b/.exec(q)))
    return wholeYear(Number(match[1] ?? match[2]))
  return null
}

/** Today's date in a time zone, 'YYYY-MM-DD'. */
export function todayIn(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The month 'YYYY-MM' a period lies in, or null when it spans more than one. */
export const singleMonth = (period: Period): string | null =>
  period.from.slice(0, 7) === period.to.slice(0, 7) ? period.from.slice(0, 7) : null
