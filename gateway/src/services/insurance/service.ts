import type { Service } from '../../core/service'
import { baseRoutes } from './base-routes'
import { baseSetRoutes } from './base-set-routes'
import { declarationRoutes } from './declaration-routes'
import { schemeRoutes } from './scheme-routes'
import { migrations } from './migrations'

/** Social insurance and housing fund: schemes per city (effective-dated base limits and rates), each employee's scheme and base, the monthly declaration lists. */
export const insurance: Service = {
  name: 'insurance',
  migrations,
  routes: [schemeRoutes, baseRoutes, baseSetRoutes, declarationRoutes],
}
