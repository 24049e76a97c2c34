import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { auditInsurance } from './audit'
import { insuranceError } from './errors'
import { INSURANCE_FUNCTIONS } from './functions'
import { checkMonth } from './month'
import { checkRates } from './scheme-check'
import { schemesOf } from './scheme-store'

const { schemes: routes } = contract.insurance

/**
 * Insurance schemes (function 8211; changes 821101): the tenant's schemes with every version (the history) and how
 * many employees use each; save a scheme's name and city and its version from a month on (the same month again
 * replaces that version); delete a scheme no employee uses.
 */
export function schemeRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, INSURANCE_FUNCTIONS.schemes) }
  const edit = { preHandler: requireFunction(ctx, INSURANCE_FUNCTIONS.editSchemes) }

  serve(api, routes.list, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const [schemes, used] = await Promise.all([
      schemesOf(ctx.db, tenantId),
      ctx.db
        .selectFrom('insurance_base')
        .select(['scheme_id', sql<number>`count(distinct employee_id)`.as('people')])
        .where('tenant_id', '=', tenantId)
        .groupBy('scheme_id')
        .execute(),
    ])
    return ok(
      schemes.map((scheme) => ({
        ...scheme,
        employees: Number(used.find((u) => u.scheme_id === scheme.id)?.people ?? 0),
      })),
    )
  })

  serve(api, routes.save, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = session.tenant_id
    const body = request.body
    const name = body.name.trim()
    const city = body.city.trim()
    const month = checkMonth(lang, body.effectiveMonth)
    const rows = checkRates(lang, body.rates)
    const now = ctx.now()
    const schemeId = await ctx.db.transaction().execute(async (trx) => {
      const schemes = await trx
        .selectFrom('insurance_scheme')
        .select(['id', 'name'])
        .where('tenant_id', '=', tenantId)
        .execute()
      if (body.id !== undefined && !schemes.some((s) => s.id === body.id)) throw insuranceError(lang, 'schemeNotFound')
      if (schemes.some((s) => s.name === name && s.id !== body.id)) throw insuranceError(lang, 'nameTaken', { name })
      const target = body.id ?? Math.max(0, ...schemes.map((s) => s.id)) + 1
      if (body.id === undefined) {
        await trx
          .insertInto('insurance_scheme')
          .values({ tenant_id: tenantId, id: target, name, city, created_at: now })
          .execute()
      } else {
        await trx
          .updateTable('insurance_scheme')
          .set({ name, city })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', target)
          .execute()
      }
      const version = (table: 'insurance_scheme_version' | 'insurance_rate') =>
        trx
          .deleteFrom(table)
          .where('tenant_id', '=', tenantId)
          .where('scheme_id', '=', target)
          .where('effective_month', '=', month)
          .execute()
      await version('insurance_rate')
      await version('insurance_scheme_version')
      await trx
        .insertInto('insurance_scheme_version')
        .values({
          tenant_id: tenantId,
          scheme_id: target,
          effective_month: month,
          housing_rounding: body.housingFundRounding,
          saved_by: session.user_id,
          saved_at: now,
        })
        .execute()
      await trx
        .insertInto('insurance_rate')
        .values(
          rows.map((row) => ({
            tenant_id: tenantId,
            scheme_id: target,
            effective_month: month,
            kind: row.kind,
            base_lower_fen: row.lowerFen,
            base_upper_fen: row.upperFen,
            employee_rate: row.employeeRate,
            employer_rate: row.employerRate,
          })),
        )
        .execute()
      return target
    })
    await auditInsurance(ctx, { tenantId, userId: session.user_id }, 'schemeSave', INSURANCE_FUNCTIONS.editSchemes, {
      id: schemeId,
      month,
    })
    return ok({ id: schemeId })
  })

  serve(api, routes.delete, edit, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = session.tenant_id
    const schemeId = request.body.id
    await ctx.db.transaction().execute(async (trx) => {
      const scheme = await trx
        .selectFrom('insurance_scheme')
        .select('name')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', schemeId)
        .executeTakeFirst()
      if (!scheme) throw insuranceError(lang, 'schemeNotFound')
      const used = await trx
        .selectFrom('insurance_base')
        .select(sql<number>`count(distinct employee_id)`.as('people'))
        .where('tenant_id', '=', tenantId)
        .where('scheme_id', '=', schemeId)
        .executeTakeFirstOrThrow()
      if (Number(used.people) > 0)
        throw insuranceError(lang, 'schemeInUse', { name: scheme.name, count: Number(used.people) })
      for (const table of ['insurance_rate', 'insurance_scheme_version'] as const) {
        await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('scheme_id', '=', schemeId).execute()
      }
      await trx.deleteFrom('insurance_scheme').where('tenant_id', '=', tenantId).where('id', '=', schemeId).execute()
    })
    await auditInsurance(ctx, { tenantId, userId: session.user_id }, 'schemeDelete', INSURANCE_FUNCTIONS.editSchemes, {
      id: schemeId,
    })
    return ok({ id: schemeId })
  })
}
