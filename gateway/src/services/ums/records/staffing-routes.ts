import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { langOfRequest } from '../../../core/lang'
import { ok } from '../../../core/envelope'
import { id, objectBody, paragraph, text } from '../../../core/http/schema'
import { RECORD_FUNCTIONS } from './functions'
import { onboard, type NewAccount } from './onboarding'
import { offboard } from './offboarding'
import { recordInRange, recordValuesSchema } from './record-routes'

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }

/** Onboarding a new hire (with an optional account) and offboarding (status left, leave date, reason). */
export function staffingRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { values: Record<string, unknown>; account?: NewAccount } }>(
    '/ums/web/entryUser/onboard',
    {
      schema: {
        body: objectBody(
          {
            values: recordValuesSchema,
            account: objectBody(
              {
                userName: { type: 'string', pattern: '^[A-Za-z0-9_.@-]{3,50}$' },
                password: text(20, 1),
                roleIds: { type: 'array', maxItems: 20, uniqueItems: true, items: id(), default: [] },
              },
              ['userName', 'password'],
            ),
          },
          ['values'],
        ),
      },
      preHandler: requireFunction(ctx, RECORD_FUNCTIONS.onboard),
    },
    async (request) =>
      ok(await onboard(ctx, langOfRequest(request), authOf(request), request.body.values, request.body.account)),
  )

  app.post<{ Body: { id: number; leaveDate: string; reason: string } }>(
    '/ums/web/entryUser/offboard',
    {
      schema: {
        body: objectBody({ id: id(), leaveDate: day, reason: paragraph(500, 1) }, ['id', 'leaveDate', 'reason']),
      },
      preHandler: requireFunction(ctx, RECORD_FUNCTIONS.offboard),
    },
    async (request) => {
      const auth = authOf(request)
      const row = await recordInRange(ctx, request, auth, request.body.id)
      await offboard(ctx, langOfRequest(request), auth, row, request.body)
      return ok({ id: row.employee.id, status: 2, leaveDate: request.body.leaveDate })
    },
  )
}
