/** What the system knows of a person's employment with this employer in the year withheld. */
export interface Employment {
  /** The month (1–12) the person joined this employer this year; 1 when they joined in an earlier year. */
  joined: number
  /** HR's mark: no wage income anywhere this year before joining (国家税务总局公告2020年第13号). */
  noEarlierIncome: boolean
}

/** The first month (1–12) of the year-to-date figures (income, social insurance, special deductions), and of the basic 5,000 a month. */
export interface CountedMonths {
  figuresFrom: number
  basicFrom: number
}

/** A recorded month of the person's year: its month number and wage income. */
export interface EarlierMonth {
  month: number
  incomeFen: number
}

/**
 * Where the cumulative figures of month `month` start (累计预扣法, 国家税务总局公告2018年第61号: the basic deduction is
 * 5,000 × the months of the year up to this one in which the person was employed by this withholding agent):
 *
 * - employed since an earlier year: from January; a mid-year joiner: from the month they joined, paid that month or not;
 * - a joiner HR marked as having had no wage income this year before (公告2020年第13号): the basic deduction is
 *   5,000 × this month's number, counted from January; honoured only when this employer's own records show no wage
 *   income before the joining month (a person rehired this year had some) and the months since joining are all here;
 * - a person this employer paid earlier this year and rehired: from their first recorded month;
 * - the system holds nothing before `systemFirst`, the first month any person of the company was recorded this year (the
 *   company moved to it mid-year, all at once): the figures start there at the earliest. Counting the 5,000s from
 *   January against only the months the system holds would withhold next to nothing until they were used up; started
 *   together, every year-to-date figure covers the same months. The e-Tax client, which holds the filings of the months
 *   before, reckons the year's own cumulative tax from the month figures the filing gives it.
 */
export function countedMonths(
  month: number,
  employment: Employment,
  earlier: EarlierMonth[],
  systemFirst: number,
): CountedMonths {
  const joined = Math.min(employment.joined, month)
  const firstRecorded = earlier.reduce((first, record) => Math.min(first, record.month), month)
  const figuresFrom = Math.max(Math.min(joined, firstRecorded), Math.min(systemFirst, month))
  const paidBeforeJoining = earlier.some((record) => record.month < joined && record.incomeFen > 0)
  const firstIncome = employment.noEarlierIncome && !paidBeforeJoining && joined >= systemFirst
  return { figuresFrom, basicFrom: firstIncome ? 1 : figuresFrom }
}
