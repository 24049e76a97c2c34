import type { Service } from '../../core/service'
import { deductionRoutes } from './deduction-routes'
import { firstIncomeRoutes } from './first-income-routes'
import { openingRoutes } from './opening-routes'
import { sixtyThousandRoutes } from './sixty-thousand-routes'
import { withholdingRoutes } from './withholding-routes'
import { migrations } from './migrations'

/** Individual income tax: the cumulative withholding of wages, special additional deductions, the filing and annual summary, the 60,000 rule, opening balances. */
export const tax: Service = {
  name: 'etax',
  migrations,
  routes: [deductionRoutes, withholdingRoutes, firstIncomeRoutes, sixtyThousandRoutes, openingRoutes],
}
