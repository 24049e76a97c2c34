import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { EMPLOYEE_RECORD, fieldAccessOf } from '../../access'
import { RECORD_FUNCTIONS } from './functions'
import { historyOf } from './history-view'
import { recordInRange } from './record-in-range'

/** A record's history (the record page's History tab), as the caller's field permissions let them read it. */
export function historyRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(
    app,
    contract.personnel.moves.history,
    { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.records) },
    async (request) => {
      const auth = authOf(request)
      const tenantId = auth.session.tenant_id
      const row = await recordInRange(ctx, langOfRequest(request), auth, request.body.id)
      const access = await fieldAccessOf(ctx, { tenantId, userId: auth.user.id, bizTypeId: EMPLOYEE_RECORD })
      const { offset = 0, limit = 50 } = request.body
      return ok(
        await historyOf(ctx.db, { tenantId, lang: langOfRequest(request), access }, row.employee.id, { offset, limit }),
      )
    },
  )
}
