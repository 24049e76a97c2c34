import { deductions } from './deductions'
import { joiners, withholding } from './withholding'

/** Individual income tax (gateway services/etax): my deductions, monthly withholding, the annual summary, joiners. */
export const etax = { deductions, withholding, joiners }

export { ETAX } from './codes'
export { DEDUCTION_KINDS } from './deductions'
export { BONUS_METHODS, YEAR, MONTH } from './shared'
