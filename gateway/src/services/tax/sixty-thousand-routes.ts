import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { ETAX_FUNCTIONS } from './functions'
import { fillSixtyThousand, setSixtyThousand, sixtyRowsOf } from './sixty-thousand'

const routes = contract.tax.sixtyThousand

/**
 * The 60,000 rule (Monthly withholding, 8301): the people employed here since the previous year began, its records and
 * HR's flag per year; filling the flags from the previous year's records.
 */
export function sixtyThousandRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, ETAX_FUNCTIONS.monthly) }

  serve(api, routes.list, guard, async (request) => {
    return ok({ year: request.body.year, rows: await sixtyRowsOf(ctx, authOf(request), request.body.year) })
  })

  serve(api, routes.mark, guard, async (request) => {
    const { year, employeeId, flagged } = request.body
    await setSixtyThousand(ctx, authOf(request), langOfRequest(request), year, employeeId, flagged)
    return ok({ employeeId, flagged })
  })

  serve(api, routes.fill, guard, async (request) => {
    const year = request.body.year
    return ok({ year, flagged: await fillSixtyThousand(ctx, authOf(request), year) })
  })
}
