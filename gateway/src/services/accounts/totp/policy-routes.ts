import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import { namedRole } from '../../../core/auth/role-name'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { policyOf } from './policy'
import { sayTotp } from './texts'

/** The system app's "Company settings" page (function 1004), where the requirement is set. */
const COMPANY_SETTINGS_FUNCTION = '1004'
const { totpPolicies: routes } = contract.accounts

/**
 * The session tenant's authenticator requirement, read and saved from Company settings: for administrators,
 * and for the roles picked from the tenant's roles (listed in the answer, so the page needs no Roles grant).
 */
export function totpPolicyRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.get, { preHandler: requireFunction(ctx, COMPANY_SETTINGS_FUNCTION) }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const rows = await ctx.db
      .selectFrom('role')
      .select(['id', 'name', 'name_en'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute()
    const roles = rows.map((row) => namedRole(row, langOfRequest(request)))
    const policy = await policyOf(ctx.db, tenantId)
    const known = new Set(roles.map((r) => r.id))
    return ok({ admins: policy.admins, roleIds: policy.roleIds.filter((roleId) => known.has(roleId)), roles })
  })

  serve(app, routes.save, { preHandler: requireFunction(ctx, COMPANY_SETTINGS_FUNCTION) }, async (request) => {
    const { user, session } = authOf(request)
    const { admins, roleIds } = request.body
    const tenantId = session.tenant_id
    const owned =
      roleIds.length === 0
        ? []
        : await ctx.db
            .selectFrom('role')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', roleIds)
            .execute()
    const unknown = roleIds.find((roleId) => !owned.some((r) => r.id === roleId))
    if (unknown !== undefined)
      throw new GatewayError(codes.roleNotFound, sayTotp(langOfRequest(request), 'unknownRole', { id: unknown }))
    const values = { admins: admins ? 1 : 0, updated_by: user.id, updated_at: ctx.now() }
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('totp_policy')
        .values({ tenant_id: tenantId, ...values })
        .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
        .execute()
      await trx.deleteFrom('totp_policy_role').where('tenant_id', '=', tenantId).execute()
      if (roleIds.length > 0)
        await trx
          .insertInto('totp_policy_role')
          .values(roleIds.map((roleId) => ({ tenant_id: tenantId, role_id: roleId })))
          .execute()
    })
    return ok(await policyOf(ctx.db, tenantId))
  })
}
