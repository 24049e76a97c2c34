import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest, type Lang } from '../../core/lang'
import { auditInsurance } from './audit'
import { basesInForce, chunks } from './base-store'
import { insuranceError, insuranceWord } from './errors'
import { INSURANCE_FUNCTIONS } from './functions'
import { checkMonth } from './month'
import { fenOf } from './money'
import { checkPeople, peopleQuery } from './people'
import { schemeAt } from './scheme-at'

const { bases: routes } = contract.insurance

const amountFen = (lang: Lang, amount: string | undefined): number => {
  const fen = amount === undefined ? null : fenOf(amount)
  if (fen === null) throw insuranceError(lang, 'badAmount', { what: insuranceWord(lang, 'base') })
  return fen
}

/**
 * Changing insurance bases (function 821201): one employee's scheme and base from a month on, many at once (a
 * department or a list of people, with one amount, the scheme's lower or upper limit, or the base they had), and
 * undoing one change. Only staff on the job in the caller's data range; the scheme must be in force in that month.
 */
export function baseSetRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const edit = { preHandler: requireFunction(ctx, INSURANCE_FUNCTIONS.editBases) }

  /** Writes the changes of one month, replacing any change of the same people in that month. */
  async function write(
    tenantId: number,
    userId: number,
    month: string,
    schemeId: number,
    people: Array<{ id: number; fen: number }>,
  ) {
    const now = ctx.now()
    await ctx.db.transaction().execute(async (trx) => {
      for (const part of chunks(people, 400)) {
        await trx
          .deleteFrom('insurance_base')
          .where('tenant_id', '=', tenantId)
          .where('effective_month', '=', month)
          .where(
            'employee_id',
            'in',
            part.map((p) => p.id),
          )
          .execute()
        // Seven values a row: 400 rows stay under SQLite's and PostgreSQL's bound-parameter limits.
        await trx
          .insertInto('insurance_base')
          .values(
            part.map((p) => ({
              tenant_id: tenantId,
              employee_id: p.id,
              effective_month: month,
              scheme_id: schemeId,
              base_fen: p.fen,
              saved_by: userId,
              saved_at: now,
            })),
          )
          .execute()
      }
    })
  }

  serve(api, routes.set, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    const month = checkMonth(lang, body.effectiveMonth)
    const fen = amountFen(lang, body.base)
    await checkPeople(ctx, auth, lang, [body.employeeId])
    await schemeAt(ctx.db, tenantId, lang, body.schemeId, month)
    await write(tenantId, auth.session.user_id, month, body.schemeId, [{ id: body.employeeId, fen }])
    await auditInsurance(
      ctx,
      { tenantId, userId: auth.session.user_id },
      'baseSet',
      INSURANCE_FUNCTIONS.editBases,
      body,
    )
    return ok({ employeeId: body.employeeId, effectiveMonth: month })
  })

  serve(api, routes.setMany, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    const month = checkMonth(lang, body.effectiveMonth)
    const fixed = body.rule === 'amount' ? amountFen(lang, body.amount) : null
    let ids: number[] = []
    if (body.employeeIds?.length) ids = await checkPeople(ctx, auth, lang, body.employeeIds)
    else if (body.organId !== undefined)
      ids = (await (await peopleQuery(ctx, auth, lang, { organId: body.organId })).select('employee.id').execute()).map(
        (row) => row.id,
      )
    if (ids.length === 0) throw insuranceError(lang, 'noPeople')
    const { rules } = await schemeAt(ctx.db, tenantId, lang, body.schemeId, month)
    // Each kind clamps the base into its own limits: the smallest lower limit puts every kind at its lower limit, the largest upper at its upper.
    const limits = [...rules.rates.values()]
    const lowest = Math.min(...limits.map((r) => r.lowerFen))
    const highest = Math.max(...limits.map((r) => r.upperFen))
    const before = body.rule === 'keep' ? await basesInForce(ctx.db, tenantId, month, ids) : null
    const fenOfPerson = (employeeId: number): number => {
      if (fixed !== null) return fixed
      if (body.rule === 'upper') return highest
      return before?.get(employeeId)?.baseFen ?? lowest
    }
    await write(
      tenantId,
      auth.session.user_id,
      month,
      body.schemeId,
      ids.map((employeeId) => ({ id: employeeId, fen: fenOfPerson(employeeId) })),
    )
    await auditInsurance(
      ctx,
      { tenantId, userId: auth.session.user_id },
      'baseSetMany',
      INSURANCE_FUNCTIONS.editBases,
      {
        schemeId: body.schemeId,
        month,
        rule: body.rule,
        amount: body.amount,
        organId: body.organId,
        people: ids.length,
      },
    )
    return ok({ people: ids.length, effectiveMonth: month })
  })

  serve(api, routes.delete, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { employeeId } = request.body
    const month = checkMonth(lang, request.body.effectiveMonth)
    await checkPeople(ctx, auth, lang, [employeeId])
    const removed = await ctx.db
      .deleteFrom('insurance_base')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .where('effective_month', '=', month)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) throw insuranceError(lang, 'changeNotFound', { month })
    await auditInsurance(ctx, { tenantId, userId: auth.session.user_id }, 'baseDelete', INSURANCE_FUNCTIONS.editBases, {
      employeeId,
      month,
    })
    return ok({ employeeId, effectiveMonth: month })
  })
}
