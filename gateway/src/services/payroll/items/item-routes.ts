import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { actorOf, writeAudit } from '../audit'
import { salaryError, salaryWord } from '../errors'
import {
  ATTENDANCE_NAMES,
  CODE_PATTERN,
  FUNCTIONS,
  LEAVE_PAYOUT_NAMES,
  OVERTIME_NAMES,
  PROFILE_BASE,
} from '../formula/names'
import { namesOf, parseFormula } from '../formula/parse'
import { SALARY_FUNCTIONS } from '../functions'
import { itemProblem } from './item-check'
import { itemsOf, itemView } from './item-store'

const { items: routes } = contract.payroll

/**
 * Salary items (8201; 820101 changes them): earnings, deductions and employer costs, each fixed (from the profile),
 * entered per month or a formula. `check` answers a formula's problem as the editor types, without saving.
 */
export function itemRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.items) }
  const edit = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.editItems) }

  serve(api, routes.list, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const items = await itemsOf(ctx.db, tenantId)
    return ok({
      items: items.map(itemView),
      names: {
        base: PROFILE_BASE,
        attendance: [...ATTENDANCE_NAMES, ...OVERTIME_NAMES, ...LEAVE_PAYOUT_NAMES],
        functions: [...FUNCTIONS],
      },
      codePattern: CODE_PATTERN,
    })
  })

  serve(api, routes.check, view, async (request) => {
    const lang = langOfRequest(request)
    const items = await itemsOf(ctx.db, authOf(request).session.tenant_id)
    const problem = itemProblem(lang, items, {
      ...request.body,
      kind: 'earning',
      source: 'formula',
      annualBonus: false,
    })
    return ok(
      problem ? { valid: false, code: problem.code, message: problem.message } : { valid: true, code: 0, message: '' },
    )
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    const items = await itemsOf(ctx.db, tenantId)
    if (body.id !== undefined && !items.some((item) => item.id === body.id)) throw salaryError(lang, 'itemNotFound')
    const problem = itemProblem(lang, items, body)
    if (problem) throw problem
    const values = {
      code: body.code.trim(),
      name_zh: body.nameZh.trim(),
      name_en: body.nameEn.trim(),
      kind: body.kind,
      source: body.source,
      formula: body.source === 'formula' ? body.formula.trim() : '',
      taxable: body.taxable ? 1 : 0,
      annual_bonus: body.annualBonus ? 1 : 0,
      on_payslip: body.onPayslip ? 1 : 0,
    }
    const itemId = await ctx.db.transaction().execute(async (trx) => {
      if (body.id !== undefined) {
        await trx
          .updateTable('salary_item')
          .set({ ...values, ...(body.sort !== undefined ? { sort: body.sort } : {}) })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', body.id)
          .execute()
        return body.id
      }
      const next = items.reduce((max, item) => Math.max(max, item.id), 0) + 1
      const sort = body.sort ?? items.reduce((max, item) => Math.max(max, Number(item.sort)), 0) + 1
      await trx
        .insertInto('salary_item')
        .values({ tenant_id: tenantId, id: next, sort, ...values })
        .execute()
      return next
    })
    await writeAudit(
      ctx.db,
      { tenantId, runId: null, actor: actorOf(auth), action: 'itemSave', detail: { id: itemId, ...values } },
      ctx.now(),
    )
    return ok({ id: itemId })
  })

  serve(api, routes.delete, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const items = await itemsOf(ctx.db, tenantId)
    const item = items.find((one) => one.id === request.body.id)
    if (!item) throw salaryError(lang, 'itemNotFound')
    // Another formula that reads it, or a group that pays it, keeps it.
    const reader = items.find(
      (other) => other.id !== item.id && other.source === 'formula' && readsName(other.formula, item.code),
    )
    if (reader)
      throw salaryError(lang, 'itemInUse', {
        code: item.code,
        what: salaryWord(lang, 'aFormula', { code: reader.code }),
      })
    const group = await ctx.db
      .selectFrom('salary_group_item')
      .innerJoin('salary_group', (join) =>
        join
          .onRef('salary_group.tenant_id', '=', 'salary_group_item.tenant_id')
          .onRef('salary_group.id', '=', 'salary_group_item.group_id'),
      )
      .select('salary_group.name')
      .where('salary_group_item.tenant_id', '=', tenantId)
      .where('salary_group_item.item_id', '=', item.id)
      .executeTakeFirst()
    if (group)
      throw salaryError(lang, 'itemInUse', { code: item.code, what: salaryWord(lang, 'aGroup', { name: group.name }) })
    await ctx.db.deleteFrom('salary_item').where('tenant_id', '=', tenantId).where('id', '=', item.id).execute()
    await writeAudit(
      ctx.db,
      { tenantId, runId: null, actor: actorOf(auth), action: 'itemDelete', detail: { id: item.id, code: item.code } },
      ctx.now(),
    )
    return ok({ id: item.id })
  })
}

/** Whether a saved formula reads the name (a formula that no longer parses reads nothing). */
function readsName(formula: string, name: string): boolean {
  try {
    return namesOf(parseFormula(formula)).has(name)
  } catch {
    return false
  }
}
