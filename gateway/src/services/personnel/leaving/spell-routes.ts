import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { RECORD_FUNCTIONS } from '../records/functions'
import { staffInRange } from './access'
import { leavingError } from './errors'
import { spellsOf } from './rehire'

/** A rehired person's earlier spells of employment, for readers of the record (1101) with the person in range. */
export function spellRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(
    app,
    contract.personnel.leaving.spells,
    { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.records) },
    async (request) => {
      const auth = authOf(request)
      const tenantId = auth.session.tenant_id
      const employee = await ctx.db
        .selectFrom('employee')
        .select(['id', 'organ_id'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', request.body.employeeId)
        .executeTakeFirst()
      if (!employee || !(await staffInRange(ctx, auth, employee)))
        throw leavingError(langOfRequest(request), 'notFound')
      return ok(await spellsOf(ctx.db, tenantId, employee.id))
    },
  )
}
