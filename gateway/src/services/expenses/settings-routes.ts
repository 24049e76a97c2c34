import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { moveFinanceLimit } from './approval-steps'
import { categoriesOf, financeOverOf, limitsOf } from './categories'
import { EXPENSE_FUNCTIONS as F } from './functions'
import { amountFen } from './line-check'
import { expenseError } from './texts'

const routes = contract.expenses.settings

const categoryView = (row: { code: string; name_zh: string; name_en: string; enabled: number; built_in: number }) => ({
  code: row.code,
  nameZh: row.name_zh,
  nameEn: row.name_en,
  enabled: row.enabled === 1,
  builtIn: row.built_in === 1,
})

async function limitView(db: Db, tenantId: number, id: number) {
  const limit = (await limitsOf(db, tenantId)).find((one) => one.id === id)!
  return { ...limit, positionId: limit.positionId ?? null, grade: limit.grade ?? null }
}

/** Expense settings (8902, finance): categories, their limits and the amount over which finance approves. */
export function settingsRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, F.settings) }

  serve(api, routes.categories, guard, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const [categories, limits, over] = await Promise.all([
      categoriesOf(ctx.db, tenantId),
      limitsOf(ctx.db, tenantId),
      financeOverOf(ctx.db, tenantId),
    ])
    return ok({
      categories: categories.map(categoryView),
      limits: limits.map((l) => ({ ...l, positionId: l.positionId ?? null, grade: l.grade ?? null })),
      settings: { financeOver: amountOfFen(over) },
    })
  })

  serve(api, routes.saveCategory, guard, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const { code, nameZh, nameEn, enabled } = request.body
    if (!nameZh.trim() || !nameEn.trim()) throw expenseError(langOfRequest(request), 'badCategory')
    const categories = await categoriesOf(ctx.db, tenantId)
    const values = { name_zh: nameZh.trim(), name_en: nameEn.trim(), enabled: enabled ? 1 : 0 }
    if (categories.some((c) => c.code === code))
      await ctx.db
        .updateTable('expense_category')
        .set(values)
        .where('tenant_id', '=', tenantId)
        .where('code', '=', code)
        .execute()
    else
      await ctx.db
        .insertInto('expense_category')
        .values({ tenant_id: tenantId, code, built_in: 0, sort: categories.length + 1, ...values })
        .execute()
    const saved = (await categoriesOf(ctx.db, tenantId)).find((c) => c.code === code)!
    return ok(categoryView(saved))
  })

  serve(api, routes.saveLimit, guard, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const lang = langOfRequest(request)
    const body = request.body
    const fen = amountFen(lang, body.amount)
    if (!(await categoriesOf(ctx.db, tenantId)).some((c) => c.code === body.categoryCode))
      throw expenseError(lang, 'unknownCategory', { code: body.categoryCode })
    const values = {
      category_code: body.categoryCode,
      period: body.period,
      amount_fen: fen,
      position_id: body.positionId?.trim() || null,
      grade: body.grade?.trim() || null,
      action: body.action,
    }
    const limits = await limitsOf(ctx.db, tenantId)
    if (body.id !== undefined && !limits.some((l) => l.id === body.id)) throw expenseError(lang, 'limitNotFound')
    const clash = limits.find(
      (l) =>
        l.id !== body.id &&
        l.categoryCode === values.category_code &&
        l.period === values.period &&
        (l.positionId ?? null) === values.position_id &&
        (l.grade ?? null) === values.grade,
    )
    if (clash) throw expenseError(lang, 'badLimit')
    let id = body.id
    if (id !== undefined)
      await ctx.db
        .updateTable('expense_limit')
        .set(values)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute()
    else {
      id = Math.max(0, ...limits.map((l) => l.id)) + 1
      await ctx.db
        .insertInto('expense_limit')
        .values({ tenant_id: tenantId, id, ...values })
        .execute()
    }
    return ok(await limitView(ctx.db, tenantId, id))
  })

  serve(api, routes.removeLimit, guard, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const removed = await ctx.db
      .deleteFrom('expense_limit')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) throw expenseError(langOfRequest(request), 'limitNotFound')
    return ok({ removed: 1 })
  })

  serve(api, routes.saveSettings, guard, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const fen = amountFen(langOfRequest(request), request.body.financeOver)
    const now = ctx.now()
    await ctx.db
      .insertInto('expense_setting')
      .values({ tenant_id: tenantId, finance_over_fen: fen, updated_at: now })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ finance_over_fen: fen, updated_at: now }))
      .execute()
    await moveFinanceLimit(ctx.db, tenantId, fen, now)
    return ok({ financeOver: amountOfFen(fen) })
  })
}
