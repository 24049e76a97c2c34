import { id, integer, matching, nullable, objectBody, oneOf, record, str, Type } from '../schema'

export const BONUS_METHODS = ['separate', 'combined'] as const
export const MONTH = matching('^\\d{4}-(0[1-9]|1[0-2])$')
export const YEAR = Type.Integer({ minimum: 2000, maximum: 2100 })
export const yearBody = objectBody({ year: YEAR }, ['year'])
export const monthBody = objectBody({ month: MONTH, organId: id() }, ['month'])

/** One recorded month of one person as the pages show it; money as decimal strings with two places. */
export const monthRecord = record({
  employeeId: integer(),
  month: str(),
  runId: integer(),
  income: str(),
  social: str(),
  special: str(),
  bonus: str(),
  bonusMethod: nullable(oneOf(BONUS_METHODS)),
  bonusTax: str(),
  /** The month ('YYYY-MM') a bonus of the year was taxed on its own, when this month's was therefore added to the wages. */
  bonusSeparateIn: nullable(str()),
  ytdIncome: str(),
  ytdBasic: str(),
  ytdSocial: str(),
  ytdSpecial: str(),
  ytdTaxable: str(),
  rate: str(),
  quickDeduction: str(),
  ytdTax: str(),
  withheldBefore: str(),
  tax: str(),
})
