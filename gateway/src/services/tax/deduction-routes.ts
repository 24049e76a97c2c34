import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { checkDeclaration } from './deductions'
import { etaxError } from './errors'
import { myEmployeeId } from './me'
import { fenOf, moneyOf } from '../../core/money'
import { bonusMethodsOf, declarationOf, declarationsOf } from './store'
import { declarationView, recordView } from './views'

const routes = contract.tax.deductions

/**
 * My tax deductions (8303, every staff member, their own data only): the special additional deductions declared for a
 * year, the annual bonus method, and the withholding recorded for them month by month.
 */
export function deductionRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  const me = (request: Parameters<typeof authOf>[0]) => {
    const { session, user } = authOf(request)
    return myEmployeeId(ctx.db, session.tenant_id, user.id, langOfRequest(request)).then((employeeId) => ({
      tenantId: session.tenant_id,
      employeeId,
    }))
  }
  // The first month of the year a bonus was taxed on its own (once a year: the method is then fixed); null when none.
  const separateBonusIn = async (tenantId: number, employeeId: number, year: number) => {
    const row = await ctx.db
      .selectFrom('etax_withholding')
      .select('month')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .where('month', '>=', `${year}-01`)
      .where('month', '<=', `${year}-12`)
      .where('bonus_fen', '>', 0)
      .where('bonus_method', '=', 'separate')
      .orderBy('month')
      .executeTakeFirst()
    return row?.month ?? null
  }

  serve(api, routes.mine, guard, async (request) => {
    const { tenantId, employeeId } = await me(request)
    const year = request.body.year
    const [declarations, methods, records, bonusSeparateIn] = await Promise.all([
      declarationsOf(ctx.db, tenantId, year, [employeeId]),
      bonusMethodsOf(ctx.db, tenantId, year, [employeeId]),
      ctx.db
        .selectFrom('etax_withholding')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('employee_id', '=', employeeId)
        .where('month', '>=', `${year}-01`)
        .where('month', '<=', `${year}-12`)
        .orderBy('month')
        .orderBy('run_id')
        .execute(),
      separateBonusIn(tenantId, employeeId, year),
    ])
    return ok({
      year,
      declarations: (declarations.get(employeeId) ?? []).map(declarationView),
      bonusMethod: methods.get(employeeId) ?? 'separate',
      bonusTaxed: bonusSeparateIn !== null,
      bonusSeparateIn,
      withholding: records.map(recordView),
    })
  })

  serve(api, routes.save, guard, async (request) => {
    const lang = langOfRequest(request)
    const { tenantId, employeeId } = await me(request)
    const input = request.body
    return ctx.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('etax_deduction')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('employee_id', '=', employeeId)
        .where('year', '=', input.year)
        .execute()
      if (input.id !== undefined) {
        const own = await trx
          .selectFrom('etax_deduction')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('employee_id', '=', employeeId)
          .where('id', '=', input.id)
          .executeTakeFirst()
        if (!own) throw etaxError(lang, 'deductionNotFound')
      }
      const checked = checkDeclaration(input, rows.map(declarationOf))
      if ('refused' in checked) throw etaxError(lang, checked.refused)
      const values = {
        year: checked.year,
        kind: checked.kind,
        start_month: checked.startMonth,
        end_month: checked.endMonth,
        choice: checked.choice,
        share: checked.share,
        amount_fen: fenOf(moneyOf(checked.amount)),
        note: checked.note,
        updated_at: ctx.now(),
      }
      if (input.id !== undefined) {
        await trx
          .updateTable('etax_deduction')
          .set(values)
          .where('tenant_id', '=', tenantId)
          .where('id', '=', input.id)
          .execute()
        return ok({ id: input.id })
      }
      const max = await trx
        .selectFrom('etax_deduction')
        .select((eb) => eb.fn.max('id').as('max'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst()
      const id = Number(max?.max ?? 0) + 1
      await trx
        .insertInto('etax_deduction')
        .values({ tenant_id: tenantId, id, employee_id: employeeId, ...values })
        .execute()
      return ok({ id })
    })
  })

  serve(api, routes.remove, guard, async (request) => {
    const { tenantId, employeeId } = await me(request)
    const removed = await ctx.db
      .deleteFrom('etax_deduction')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) throw etaxError(langOfRequest(request), 'deductionNotFound')
    return ok({ id: request.body.id })
  })

  serve(api, routes.bonusMethod, guard, async (request) => {
    const { tenantId, employeeId } = await me(request)
    const { year, method } = request.body
    const separateIn = await separateBonusIn(tenantId, employeeId, year)
    if (separateIn) throw etaxError(langOfRequest(request), 'bonusTaxed', { year, month: separateIn })
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('etax_bonus_method')
        .where('tenant_id', '=', tenantId)
        .where('employee_id', '=', employeeId)
        .where('year', '=', year)
        .execute()
      await trx
        .insertInto('etax_bonus_method')
        .values({ tenant_id: tenantId, employee_id: employeeId, year, method, updated_at: ctx.now() })
        .execute()
    })
    return ok({ year, method })
  })
}
