/** The social insurance kinds and the housing fund, in the order they are shown and answered. */
export const INSURANCE_KINDS = ['pension', 'medical', 'unemployment', 'injury', 'maternity', 'housingFund'] as const

export type InsuranceKind = (typeof INSURANCE_KINDS)[number]

/** One kind of a person's month: the base after clamping into the scheme's limits and both shares, decimal strings. */
export interface Contribution {
  kind: InsuranceKind
  base: string
  employee: string
  employer: string
}

/** How the housing fund's shares are rounded: to the fen, or to the whole yuan where the city's rule says so. */
export type HousingRounding = 'fen' | 'yuan'

/** One kind's limits and rates as the routes carry them: amounts in yuan ('7460.00'), rates as decimals ('0.08'). */
export interface KindRule {
  lower: string
  upper: string
  employee: string
  employer: string
}

/** A version of a scheme: its rules from `effectiveMonth` until a later version. */
export interface SchemeVersion {
  effectiveMonth: string
  housingFundRounding: HousingRounding
  rates: Record<InsuranceKind, KindRule>
  savedAt: number
}

export interface Scheme {
  id: number
  name: string
  city: string
  versions: SchemeVersion[]
}
