import { ANNUAL_TABLE, MONTHLY_TABLE, bracketOf } from './brackets'
import { Money, ZERO, roundFen, amountOf, type Money as M } from '../../core/money'
import type { BonusMethod, MonthTax } from './types'

/** What the year holds before this month's pay, for one person. */
export interface YearSoFar {
  /** Months counted for the basic 5,000 up to this month, inclusive (countedMonths). */
  months: number
  /** Wage income of the earlier months (combined bonuses included), their social insurance and housing fund, the wage tax withheld. */
  earlierIncome: M
  earlierSocial: M
  withheldBefore: M
  /** The special additional deductions in force over the counted months, this month included. */
  ytdSpecial: M
  /** HR's flag of the 60,000 rule for the year: the basic deduction counts 60,000 from January. */
  sixtyThousand?: boolean
}

export interface MonthPay {
  income: M
  social: M
  bonus: M
  method: BonusMethod
  /** The earlier month of the year a bonus was taxed on its own, if any: this month's bonus is then added to the wages. */
  separateIn?: string | null
}

export const BASIC_PER_MONTH = 5_000
/** The year's basic deduction under the 60,000 rule (国家税务总局公告2020年第19号), counted whole from January. */
export const SIXTY_THOUSAND = 60_000

/** Tax on a year-to-date (or a year's) taxable income by the annual table, rounded to the fen, never below 0. */
export function annualTableTax(taxable: M) {
  const bracket = bracketOf(ANNUAL_TABLE, taxable)
  const tax = Money.max(ZERO, roundFen(taxable.times(bracket.rate).minus(bracket.quickDeduction)))
  return { rate: bracket.rate, quickDeduction: new Money(bracket.quickDeduction), tax }
}

/** The annual one-off bonus taxed on its own: bonus ÷ 12 picks the monthly table's rate; tax = bonus × rate − quick deduction. */
export function separateBonusTax(bonus: M): M {
  if (bonus.lessThanOrEqualTo(0)) return ZERO
  const bracket = bracketOf(MONTHLY_TABLE, bonus.dividedBy(12))
  return Money.max(ZERO, roundFen(bonus.times(bracket.rate).minus(bracket.quickDeduction)))
}

/**
 * This month's withholding by the cumulative method (累计预扣法): the year-to-date taxable income is income − 5,000 per
 * counted month (60,000 from January under the 60,000 rule: nothing is withheld until the year's income passes it) −
 * social insurance and housing fund − special additional deductions; its tax by the annual table less what was withheld
 * before is this month's, never below 0 (an excess stays in the cumulative figures for later months). The annual bonus
 * is taxed on its own at most once a year (财税〔2018〕164号): once a bonus was, a later one is added to the month's wages.
 */
export function withholdingOf(employeeId: number, month: string, year: YearSoFar, pay: MonthPay): MonthTax {
  const hasBonus = pay.bonus.greaterThan(0)
  const forced = hasBonus && pay.method === 'separate' && Boolean(pay.separateIn)
  const method: BonusMethod = forced ? 'combined' : pay.method
  const combined = hasBonus && method === 'combined'
  const ytdIncome = year.earlierIncome.plus(pay.income).plus(combined ? pay.bonus : 0)
  const ytdBasic = year.sixtyThousand ? new Money(SIXTY_THOUSAND) : new Money(BASIC_PER_MONTH).times(year.months)
  const ytdSocial = year.earlierSocial.plus(pay.social)
  const ytdTaxable = Money.max(ZERO, ytdIncome.minus(ytdBasic).minus(ytdSocial).minus(year.ytdSpecial))
  const { rate, quickDeduction, tax: ytdTax } = annualTableTax(ytdTaxable)
  const tax = Money.max(ZERO, ytdTax.minus(year.withheldBefore))
  return {
    employeeId,
    month,
    ytdIncome: amountOf(ytdIncome),
    ytdBasic: amountOf(ytdBasic),
    ytdSocial: amountOf(ytdSocial),
    ytdSpecial: amountOf(year.ytdSpecial),
    ytdTaxable: amountOf(ytdTaxable),
    rate,
    quickDeduction: amountOf(quickDeduction),
    ytdTax: amountOf(ytdTax),
    withheldBefore: amountOf(year.withheldBefore),
    tax: amountOf(tax),
    bonus: hasBonus
      ? {
          amount: amountOf(pay.bonus),
          method,
          tax: amountOf(combined ? ZERO : separateBonusTax(pay.bonus)),
          ...(forced ? { separateIn: pay.separateIn! } : {}),
        }
      : null,
  }
}

/** The year's figures of the annual settlement (年度汇算) of wage income, against the wage tax withheld. */
export interface Settlement {
  income: M
  social: M
  special: M
  illness: M
  withheld: M
}

/**
 * The annual settlement: the year's wage income (combined bonuses included) less 60,000, social insurance and housing
 * fund, the special additional deductions of the whole year and the serious illness amount, taxed by the annual table;
 * the difference from the wage tax withheld is to pay (positive) or to refund (negative). A separate bonus stays taxed on its own.
 */
export function settlementOf(year: Settlement) {
  const basic = new Money(BASIC_PER_MONTH * 12)
  const taxable = Money.max(ZERO, year.income.minus(basic).minus(year.social).minus(year.special).minus(year.illness))
  const { rate, quickDeduction, tax } = annualTableTax(taxable)
  return {
    basic: amountOf(basic),
    taxable: amountOf(taxable),
    rate,
    quickDeduction: amountOf(quickDeduction),
    tax: amountOf(tax),
    difference: amountOf(tax.minus(year.withheld)),
  }
}
