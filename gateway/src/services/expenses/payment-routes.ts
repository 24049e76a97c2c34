import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { bankWorkbook } from './bank-workbook'
import { summariesOf } from './claim-view'
import { EXPENSE_FUNCTIONS as F } from './functions'
import { batchViews, toBank, toPayroll } from './payment'

const routes = contract.expenses.payments
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Paying claims (8903, finance): the list, through payroll or a reimbursement bank file, the files made. */
export function paymentRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, F.payment) }

  serve(api, routes.claims, guard, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const { page = 1, rows = 10, status = 'approved', scheduled } = request.body
    let query = ctx.db.selectFrom('expense_claim').where('tenant_id', '=', tenantId).where('status', '=', status)
    if (scheduled === true) query = query.where('payment_way', 'is not', null)
    if (scheduled === false) query = query.where('payment_way', 'is', null)
    const [count, found] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      query
        .selectAll()
        .orderBy('submitted_at', 'desc')
        .orderBy('id')
        .limit(rows)
        .offset((page - 1) * rows)
        .execute(),
    ])
    const summaries = await summariesOf(ctx.db, langOfRequest(request), found)
    return ok({
      total: Number(count?.n ?? 0),
      rows: summaries.map((summary, index) => ({
        ...summary,
        paymentWay: found[index].payment_way,
        payrollMonth: found[index].payroll_month,
      })),
    })
  })

  serve(api, routes.toPayroll, guard, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const { ids, month } = request.body
    return ok(await toPayroll(ctx.db, langOfRequest(request), tenantId, ids, month, ctx.now()))
  })

  serve(api, routes.toBank, guard, async (request) => {
    const { session, user } = authOf(request)
    const id = await toBank(ctx.db, langOfRequest(request), session.tenant_id, request.body.ids, user.id, ctx.now())
    const { rows } = await batchViews(ctx.db, session.tenant_id, 1, 100)
    return ok(rows.find((batch) => batch.id === id)!)
  })

  serve(api, routes.batches, guard, async (request) => {
    const { page = 1, rows = 10 } = request.body
    return ok(await batchViews(ctx.db, authOf(request).session.tenant_id, page, rows))
  })

  serve(api, routes.bankFile, guard, async (request, reply) => {
    const lang = langOfRequest(request)
    const file = await bankWorkbook(ctx.db, lang, authOf(request).session.tenant_id, request.body.id)
    const filename = `reimbursement-${request.body.id.slice(0, 8)}.xlsx`
    return reply
      .header('content-type', XLSX)
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(file)
  })
}
