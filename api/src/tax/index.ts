import { deductions } from './deductions'
import { opening } from './opening'
import { sixtyThousand } from './sixty'
import { joiners, withholding } from './withholding'

/** Individual income tax (gateway services/tax): my deductions, monthly withholding, the annual summary, joiners,
 * the 60,000 rule, opening balances. */
export const tax = { deductions, withholding, joiners, sixtyThousand, opening }

export { ETAX } from './codes'
export { DEDUCTION_KINDS } from './deductions'
export { BONUS_METHODS, YEAR, MONTH } from './shared'
