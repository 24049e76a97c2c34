import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { objectBody } from '../../../core/http/schema'
import { langOfRequest } from '../../../core/lang'
import { PAYSLIP_FUNCTIONS } from '../payslip/functions'
import { payrollCost } from './cost-summary'

const MONTH = { type: 'string', pattern: '^20\\d{2}-(0[1-9]|1[0-2])$' }

/** The payroll cost report of the BI app (4004): by month, department and cost centre, within the caller's data range. */
export function costRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  api.post<{ Body: { from: string; to: string } }>('/salary/web/payrollCost/summary', {
    schema: { body: objectBody({ from: MONTH, to: MONTH }, ['from', 'to']) }, preHandler: requireFunction(ctx, PAYSLIP_FUNCTIONS.payrollCost),
  }, async (request) => {
    const { from, to } = request.body
    return ok({ from, to, ...(await payrollCost(ctx, authOf(request), from <= to ? from : to, from <= to ? to : from, langOfRequest(request) === 'en')) })
  })
}
