import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession, type Auth } from '../../core/auth/guard'
import { functionIdsOf } from '../../core/auth/functions'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest, type Lang } from '../../core/lang'
import { requestView } from '../workflow'
import { categoriesOf } from './categories'
import { removeClaim, submitClaim, withdrawClaim } from './claim-flow'
import { claimDetailOf, claimRow, summariesOf } from './claim-view'
import { saveClaim } from './claim-write'
import { EXPENSE_FUNCTIONS as F, RECEIPT_MAX_BYTES, RECEIPT_TYPES } from './functions'
import { claimantOf } from './people'
import { addReceipt, removeReceipt } from './receipts'
import { expenseError } from './texts'

const routes = contract.expenses

/** Whether the caller may read a claim: its claimant, whoever may see its approval, or finance (8903). */
async function mayRead(
  ctx: GatewayContext,
  auth: Auth,
  claim: { tenant_id: number; user_id: number; instance_id: string | null },
) {
  if ((await requestView(ctx.db, auth, claim)).visible) return true
  return auth.user.is_super === 1 || (await functionIdsOf(ctx.db, auth.user.id, auth.session.tenant_id)).has(F.payment)
}

/** A claim for a reader: notFound unless they may read it (another tenant's id is never found). */
export async function readableClaim(ctx: GatewayContext, auth: Auth, lang: Lang, id: string) {
  const claim = await claimRow(ctx.db, auth.session.tenant_id, id)
  if (!claim || !(await mayRead(ctx, auth, claim))) throw expenseError(lang, 'notFound')
  return claim
}

/** My expenses (8901): the form's options, my claims (save, submit, withdraw, remove, list, read) and their receipts. */
export function claimRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, F.mine) }
  const who = (request: Parameters<typeof authOf>[0]) => {
    const { session, user } = authOf(request)
    return claimantOf(ctx.db, langOfRequest(request), session.tenant_id, user.id)
  }
  const detail = async (request: Parameters<typeof authOf>[0], id: string) => {
    const lang = langOfRequest(request)
    const claim = await claimRow(ctx.db, authOf(request).session.tenant_id, id)
    if (!claim) throw expenseError(lang, 'notFound')
    return claimDetailOf(ctx, lang, claim, authOf(request).user.id)
  }

  serve(api, routes.options.categories, guard, async (request) => {
    const categories = await categoriesOf(ctx.db, authOf(request).session.tenant_id)
    return ok({
      categories: categories
        .filter((c) => c.enabled === 1)
        .map((c) => ({ code: c.code, nameZh: c.name_zh, nameEn: c.name_en })),
      receiptTypes: [...RECEIPT_TYPES],
      maxBytes: RECEIPT_MAX_BYTES,
      currency: 'CNY',
    })
  })

  serve(api, routes.claims.save, guard, async (request) => {
    const id = await saveClaim(ctx.db, langOfRequest(request), await who(request), request.body, ctx.now())
    return ok(await detail(request, id))
  })

  serve(api, routes.claims.submit, guard, async (request) => {
    await submitClaim(ctx, langOfRequest(request), await who(request), request.body.id)
    return ok(await detail(request, request.body.id))
  })

  serve(api, routes.claims.withdraw, guard, async (request) => {
    await withdrawClaim(ctx, langOfRequest(request), await who(request), request.body.id)
    return ok(await detail(request, request.body.id))
  })

  serve(api, routes.claims.remove, guard, async (request) => {
    return ok({ removed: await removeClaim(ctx, langOfRequest(request), await who(request), request.body.id) })
  })

  serve(api, routes.claims.mine, guard, async (request) => {
    const { session, user } = authOf(request)
    const { page = 1, rows = 10, status } = request.body
    let query = ctx.db
      .selectFrom('expense_claim')
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', user.id)
    if (status) query = query.where('status', '=', status)
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
    return ok({ total: Number(count?.n ?? 0), rows: await summariesOf(ctx.db, langOfRequest(request), found) })
  })

  // Read by the claimant, its approvers (from the approval centre) and finance: no function of its own.
  serve(api, routes.claims.detail, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const claim = await readableClaim(ctx, auth, lang, request.body.id)
    return ok(await claimDetailOf(ctx, lang, claim, auth.user.id))
  })

  serve(api, routes.receipts.add, guard, async (request) => {
    const lang = langOfRequest(request)
    const id = await addReceipt(ctx, lang, await who(request), request.body)
    const claim = await detail(request, request.body.claimId)
    return ok(claim.receipts.find((receipt) => receipt.id === id)!)
  })

  serve(api, routes.receipts.remove, guard, async (request) => {
    return ok({ removed: await removeReceipt(ctx, langOfRequest(request), await who(request), request.body.id) })
  })
}
