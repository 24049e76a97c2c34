import type { Service } from '../../core/service'
import { deductionRoutes } from './deduction-routes'
import { firstIncomeRoutes } from './first-income-routes'
import { withholdingRoutes } from './withholding-routes'

// The income tax service's public interface: other services and the gateway's startup, seed and tests import only these.
export type { Amount, BonusMethod, MonthIncome, MonthTax, DeductionKind } from './types'
export { withholdMonth } from './withhold'
export { recordMonth } from './record'
export { etaxCodes } from './errors'
export { ETAX_FUNCTIONS } from './functions'

/** Individual income tax: the cumulative withholding of wages, special additional deductions, the filing and annual summary. */
export const etax: Service = { segment: 'etax', routes: [deductionRoutes, withholdingRoutes, firstIncomeRoutes] }

// The income tax service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { EtaxDeductionTable, EtaxBonusMethodTable, EtaxWithholdingTable, EtaxFirstIncomeTable } from './tables'
export { migrations } from './migrations'
