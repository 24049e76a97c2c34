import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import { sessionsEnded } from '../../../core/auth/session-ends'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { isOperator } from '../../operations'
import { companyRecords } from './records'
import { langFrom, sayCompany } from './texts'

const routes = contract.tenants.company
const langOf = (request: FastifyRequest) => langFrom(request.headers['accept-language'])

/**
 * Company records (/compRecords): platform operators list every company with its tenants, and
 * disable or enable one. Cross-tenant by design, so everyone else (staff, a tenant's own
 * administrator, a super user who is not an operator) gets 403001.
 */
export function recordsRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const operatorCheck = async (request: FastifyRequest) => {
    if (!(await isOperator(ctx.db, authOf(request).user.id)))
      throw new GatewayError(codes.noPermission, sayCompany(langOf(request), 'notOperator'))
  }

  serve(app, routes.records, { preHandler: [requireSession(ctx), operatorCheck] }, async (request) => {
    const { page = 1, rows = 10, name, status: wanted } = request.body
    return ok(await companyRecords(ctx.db, { page, rows, name, status: wanted }))
  })

  serve(app, routes.setStatus, { preHandler: [requireSession(ctx), operatorCheck] }, async (request) => {
    const { companyId, status: next } = request.body
    const lang = langOf(request)
    const company = await ctx.db
      .selectFrom('company')
      .select(['id', 'status'])
      .where('id', '=', companyId)
      .executeTakeFirst()
    if (!company) throw new GatewayError(codes.companyNotFound, sayCompany(lang, 'notFound'))
    if (next === 'disabled' && authOf(request).user.company_id === companyId)
      throw new GatewayError(codes.badInput, sayCompany(lang, 'ownCompany'))
    const now = ctx.now()
    const ended = await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('company').set({ status: next }).where('id', '=', companyId).execute()
      if (next === 'disabled') {
        // Sessions already open in the company's tenants end now, not at their expiry.
        const tenantIds = (
          await trx.selectFrom('tenant').select('id').where('company_id', '=', companyId).execute()
        ).map((t) => t.id)
        if (tenantIds.length) {
          await trx
            .updateTable('session')
            .set({ revoked_at: now })
            .where('tenant_id', 'in', tenantIds)
            .where('revoked_at', 'is', null)
            .execute()
        }
        return tenantIds
      }
      return []
    })
    await sessionsEnded(ctx.bus, { tenantIds: ended })
    return ok({ companyId, status: next })
  })
}
