import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { functionIdsOf } from '../../core/auth/functions'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { requestView } from '../workflow'
import { closeRemainder, requestAdvance, withdrawAdvance } from './advance-flow'
import { advanceRow, advanceViews } from './advance-store'
import { EXPENSE_FUNCTIONS as F } from './functions'
import { claimantOf } from './people'
import { expenseError } from './texts'

const routes = contract.expenses

/** My advances (8901): ask, list, read, withdraw; finance (8903): every advance and closing a remainder. */
export function advanceRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, F.mine) }
  const finance = { preHandler: requireFunction(ctx, F.payment) }
  const who = (request: FastifyRequest) => {
    const { session, user } = authOf(request)
    return claimantOf(ctx.db, langOfRequest(request), session.tenant_id, user.id)
  }
  const view = async (request: FastifyRequest, id: string) => {
    const row = await advanceRow(ctx.db, authOf(request).session.tenant_id, id)
    if (!row) throw expenseError(langOfRequest(request), 'advanceNotFound')
    return (await advanceViews(ctx.db, langOfRequest(request), [row], authOf(request).user.id))[0]
  }
  const page = async (
    request: FastifyRequest,
    body: { page?: number; rows?: number; status?: string; open?: boolean },
    userId: number | null,
  ) => {
    const tenantId = authOf(request).session.tenant_id
    const { page = 1, rows = 10, status, open } = body
    let query = ctx.db.selectFrom('expense_advance').where('tenant_id', '=', tenantId)
    if (userId !== null) query = query.where('user_id', '=', userId)
    if (status) query = query.where('status', '=', status as never)
    if (open) query = query.where('status', '=', 'approved')
    const [count, found] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(rows)
        .offset((page - 1) * rows)
        .execute(),
    ])
    const views = await advanceViews(ctx.db, langOfRequest(request), found, authOf(request).user.id)
    return { total: Number(count?.n ?? 0), rows: views }
  }

  serve(api, routes.advances.request, guard, async (request) => {
    const id = await requestAdvance(ctx, langOfRequest(request), await who(request), request.body)
    return ok(await view(request, id))
  })

  serve(api, routes.advances.mine, guard, async (request) => {
    return ok(await page(request, request.body, authOf(request).user.id))
  })

  // Read by the applicant, its approvers (from the approval centre) and finance.
  serve(api, routes.advances.detail, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const row = await advanceRow(ctx.db, auth.session.tenant_id, request.body.id)
    const visible =
      row &&
      ((await requestView(ctx.db, auth, row)).visible ||
        auth.user.is_super === 1 ||
        (await functionIdsOf(ctx.db, auth.user.id, auth.session.tenant_id)).has(F.payment))
    if (!visible) throw expenseError(langOfRequest(request), 'advanceNotFound')
    return ok(await view(request, request.body.id))
  })

  serve(api, routes.advances.withdraw, guard, async (request) => {
    await withdrawAdvance(ctx, langOfRequest(request), await who(request), request.body.id)
    return ok(await view(request, request.body.id))
  })

  serve(api, routes.advanceFinance.list, finance, async (request) => {
    return ok(await page(request, request.body, null))
  })

  serve(api, routes.advanceFinance.closeRemainder, finance, async (request) => {
    await closeRemainder(ctx, langOfRequest(request), authOf(request).session.tenant_id, request.body)
    return ok(await view(request, request.body.id))
  })
}
