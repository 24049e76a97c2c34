import { recordLabour, recordMonth, withholdMonth } from '../../tax'
import { contributionsOf } from '../../insurance'

// The run's two outside figures: social insurance and housing fund (services/insurance) and the monthly income tax
// withholding with its record (services/tax). The calculation and the lock take them as a parameter, so a test can
// pass its own.
export type { Contribution } from '../../insurance'
export type { MonthIncome, MonthTax } from '../../tax'

/** The functions together, as the calculation and the lock take them. */
export interface PayrollProviders {
  contributionsOf: typeof contributionsOf
  withholdMonth: typeof withholdMonth
  recordMonth: typeof recordMonth
  /** Labour remuneration's records, apart from the wages' (the real one when not given). */
  recordLabour?: typeof recordLabour
}

export const providers: PayrollProviders = { contributionsOf, withholdMonth, recordMonth, recordLabour }
