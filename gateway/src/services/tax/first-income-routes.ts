import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { joinersOf, setNoEarlierIncome } from './first-income'
import { ETAX_FUNCTIONS } from './functions'

const routes = contract.tax.joiners

/**
 * The year's joiners and HR's mark of no wage income earlier in the year (Monthly withholding, 8301): with the mark the
 * basic deduction counts from January (countedMonths).
 */
export function firstIncomeRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, ETAX_FUNCTIONS.monthly) }

  serve(api, routes.list, guard, async (request) => {
    return ok({ year: request.body.year, rows: await joinersOf(ctx, authOf(request), request.body.year) })
  })

  serve(api, routes.mark, guard, async (request) => {
    const { year, employeeId, noEarlierIncome } = request.body
    await setNoEarlierIncome(ctx, authOf(request), langOfRequest(request), year, employeeId, noEarlierIncome)
    return ok({ employeeId, noEarlierIncome })
  })
}
