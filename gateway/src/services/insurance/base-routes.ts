import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { organsOfTenant } from '../../core/org-tree'
import { basesInForce } from './base-store'
import { INSURANCE_FUNCTIONS } from './functions'
import { checkMonth, monthOf } from './month'
import { amountOfFen } from '../../core/money'
import { checkPeople, peopleQuery } from './people'

const { bases: routes } = contract.insurance

/**
 * Insurance bases (function 8212): what the page picks from (schemes, departments), each employee's scheme and base in
 * force in a month (paged, by department and keyword, within the caller's data range), and one employee's changes.
 */
export function baseRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, INSURANCE_FUNCTIONS.bases) }

  serve(api, routes.options, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const [schemes, firsts, organs] = await Promise.all([
      ctx.db
        .selectFrom('insurance_scheme')
        .select(['id', 'name', 'city'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
      ctx.db
        .selectFrom('insurance_scheme_version')
        .select(['scheme_id', (eb) => eb.fn.min('effective_month').as('first')])
        .where('tenant_id', '=', tenantId)
        .groupBy('scheme_id')
        .execute(),
      organsOfTenant(ctx.db, tenantId),
    ])
    return ok({
      schemes: schemes.map((s) => ({
        ...s,
        firstMonth: String(firsts.find((f) => f.scheme_id === s.id)?.first ?? ''),
      })),
      organs: organs.map((o) => ({ id: o.id, parentId: o.parent_id, name: o.name, nameEn: o.name_en || o.name })),
    })
  })

  serve(api, routes.list, view, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { page = 1, rows = 20 } = request.body
    const month = checkMonth(lang, request.body.month ?? monthOf(ctx.now()))
    const query = await peopleQuery(ctx, auth, lang, request.body)
    const [count, people, organs, schemes] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .select(['employee.id', 'employee.name', 'employee.job_number', 'employee.organ_id'])
        .orderBy('employee.job_number')
        .orderBy('employee.id')
        .limit(rows)
        .offset((page - 1) * rows)
        .execute(),
      organsOfTenant(ctx.db, tenantId),
      ctx.db.selectFrom('insurance_scheme').select(['id', 'name']).where('tenant_id', '=', tenantId).execute(),
    ])
    const bases = await basesInForce(
      ctx.db,
      tenantId,
      month,
      people.map((p) => p.id),
    )
    return ok({
      month,
      total: Number(count.total),
      rows: people.map((person) => {
        const base = bases.get(person.id)
        const organ = organs.find((o) => o.id === person.organ_id)
        return {
          employeeId: person.id,
          name: person.name,
          jobNumber: person.job_number,
          organ: organ?.name ?? '',
          organEn: organ?.name_en || organ?.name || '',
          schemeId: base?.schemeId ?? null,
          schemeName: schemes.find((s) => s.id === base?.schemeId)?.name ?? null,
          base: base ? amountOfFen(base.baseFen) : null,
          effectiveMonth: base?.effectiveMonth ?? null,
        }
      }),
    })
  })

  serve(api, routes.history, view, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    await checkPeople(ctx, auth, langOfRequest(request), [request.body.employeeId])
    const rows = await ctx.db
      .selectFrom('insurance_base')
      .innerJoin('insurance_scheme', (join) =>
        join
          .onRef('insurance_scheme.id', '=', 'insurance_base.scheme_id')
          .onRef('insurance_scheme.tenant_id', '=', 'insurance_base.tenant_id'),
      )
      .select([
        'insurance_base.effective_month',
        'insurance_base.scheme_id',
        'insurance_scheme.name',
        'insurance_base.base_fen',
        'insurance_base.saved_at',
      ])
      .where('insurance_base.tenant_id', '=', tenantId)
      .where('insurance_base.employee_id', '=', request.body.employeeId)
      .orderBy('insurance_base.effective_month', 'desc')
      .execute()
    return ok(
      rows.map((row) => ({
        effectiveMonth: row.effective_month,
        schemeId: row.scheme_id,
        schemeName: row.name,
        base: amountOfFen(row.base_fen),
        savedAt: row.saved_at,
      })),
    )
  })
}
