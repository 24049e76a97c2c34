import { taxContract } from '@hr-portal/api'

/** Money in JSON: a decimal string with two places, '1234.50' (fen exact). */
export type Amount = string

export type BonusMethod = 'separate' | 'combined'

/** One person's pay of a month, as the payroll run hands it to withholdMonth. */
export interface MonthIncome {
  employeeId: number
  /** Wage income liable to tax this month (taxable earnings minus pre-tax deductions), excluding the annual bonus. */
  income: Amount
  /** The employee's social insurance and housing fund this month (deducted before tax). */
  social: Amount
  /** The annual one-off bonus paid this month, '0.00' when none. */
  bonus: Amount
  /** `social` by the filing's columns, when the payroll knows them. */
  socialParts?: SocialParts
}

/**
 * The employee's share of the month's social insurance by the filing template's columns; other kinds' shares (work
 * injury, maternity: usually none) are what `social` holds beyond these four.
 */
export interface SocialParts {
  pension: Amount
  medical: Amount
  unemployment: Amount
  housingFund: Amount
}

/**
 * One person's withholding of a month by the cumulative method. The tax withheld this month in all is `tax` plus
 * `bonus.tax`: a combined bonus is taxed inside `tax` (its `bonus.tax` is '0.00'); a separate one only in `bonus.tax`.
 */
export interface MonthTax {
  employeeId: number
  month: string
  /** Year to date, this month included: wage income (with a combined bonus), the basic 5,000 a month, social insurance and housing fund, special additional deductions. */
  ytdIncome: Amount
  ytdBasic: Amount
  ytdSocial: Amount
  ytdSpecial: Amount
  /** ytdIncome − ytdBasic − ytdSocial − ytdSpecial, never below 0. */
  ytdTaxable: Amount
  rate: Amount
  quickDeduction: Amount
  /** ytdTaxable × rate − quickDeduction. */
  ytdTax: Amount
  /** The wage tax withheld in the year's earlier months. */
  withheldBefore: Amount
  /** Tax to withhold this month on the wage income (never below 0). */
  tax: Amount
  /**
   * The annual bonus paid this month. `separateIn`: the earlier month of the year a bonus was taxed on its own, when
   * this one was therefore added to the wages although the person's method is 'separate' (once a year).
   */
  bonus: { amount: Amount; method: BonusMethod; tax: Amount; separateIn?: string } | null
  /** The month's social insurance by part, as the payroll gave it. */
  socialParts?: SocialParts
}

/** The kinds of special additional deduction (专项附加扣除). */
export const DEDUCTION_KINDS = taxContract.DEDUCTION_KINDS
export type DeductionKind = (typeof DEDUCTION_KINDS)[number]

/** A declared deduction, as the engine reads it: its months in force and its amount. */
export interface Declaration {
  id: number
  employeeId: number
  year: number
  kind: DeductionKind
  startMonth: number
  endMonth: number
  choice: string
  share: number
  /** Per month in force; the year's amount (illness); the one-off amount (education certificate). */
  amount: Amount
  note: string
}
