import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { PAYSLIP_FUNCTIONS } from '../payslip/functions'
import { payrollCost } from './cost-summary'

const { payrollCost: routes } = contract.payroll

/** The payroll cost report of the BI app (4004): by month, department and cost centre, within the caller's data range. */
export function costRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.summary, { preHandler: requireFunction(ctx, PAYSLIP_FUNCTIONS.payrollCost) }, async (request) => {
    const { from, to } = request.body
    return ok({
      from,
      to,
      ...(await payrollCost(
        ctx,
        authOf(request),
        from <= to ? from : to,
        from <= to ? to : from,
        langOfRequest(request) === 'en',
      )),
    })
  })
}
