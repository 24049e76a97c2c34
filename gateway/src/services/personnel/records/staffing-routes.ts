import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { langOfRequest } from '../../../core/lang'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { RECORD_FUNCTIONS } from './functions'
import { onboard } from './onboarding'
import { offboard } from './offboarding'
import { recordInRange } from './record-in-range'

const { records: routes } = contract.personnel

/** Onboarding a new hire (with an optional account) and offboarding (status left, leave date, reason). */
export function staffingRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.onboard, { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.onboard) }, async (request) => {
    // The validator fills roleIds' default (none).
    const { values, account, managerId } = request.body
    const roles = account && { ...account, roleIds: account.roleIds ?? [] }
    return ok(await onboard(ctx, langOfRequest(request), authOf(request), values, { account: roles, managerId }))
  })

  serve(app, routes.offboard, { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.offboard) }, async (request) => {
    const auth = authOf(request)
    const row = await recordInRange(ctx, langOfRequest(request), auth, request.body.id)
    await offboard(ctx, langOfRequest(request), auth, row, request.body)
    return ok({ id: row.employee.id, status: 2, leaveDate: request.body.leaveDate })
  })
}
