import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireAuthorisedFunction } from '../../core/auth/auth-flags'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { knownBizType } from './biz-fields'
import { ANY_FIELD, fieldAccessOf, fieldsOfBizType, roleFieldAccess } from './field-permissions'
import { langOf } from './lang'
import { permsCodes, permsError } from './perms-errors'
import { FIELD_PERMISSION_FUNCTION } from './role-access'
import { fieldView } from './field-view'
import { langOfRequest } from '../../core/lang'

export { fieldView }

function bizTypeOf(request: FastifyRequest, bizTypeId: number): number {
  if (!knownBizType(bizTypeId))
    throw permsError(langOfRequest(request), permsCodes.unknownBizType, 'unknownBizType', { id: bizTypeId })
  return bizTypeId
}

/** §7 permField listByBizTypeId (the caller's access) and roleInsZhangtao field lists (a role's access, role editor). */
export function fieldPermissionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const routes = contract.access.fields

  serve(app, routes.listByBizTypeId, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const bizTypeId = bizTypeOf(request, request.body.bizTypeId)
    const [fields, access] = await Promise.all([
      fieldsOfBizType(ctx.db, session.tenant_id, bizTypeId),
      fieldAccessOf(ctx, { tenantId: session.tenant_id, userId: user.id, bizTypeId }),
    ])
    const en = langOf(request) === 'en'
    return ok(fields.map((field) => fieldView(field, access[field.key] ?? 'hidden', en)))
  })

  serve(app, routes.fieldList, { preHandler: requireFunction(ctx, '1003') }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const bizTypeId = bizTypeOf(request, request.body.bizTypeId)
    await roleOfTenant(ctx, request, tenantId, request.body.roleId)
    const [fields, access] = await Promise.all([
      fieldsOfBizType(ctx.db, tenantId, bizTypeId),
      roleFieldAccess(ctx.db, tenantId, request.body.roleId, bizTypeId),
    ])
    const en = langOf(request) === 'en'
    return ok(fields.map((field) => fieldView(field, access[field.key], en)))
  })

  serve(
    app,
    routes.saveFieldList,
    { preHandler: requireAuthorisedFunction(ctx, FIELD_PERMISSION_FUNCTION) },
    async (request) => {
      const tenantId = authOf(request).session.tenant_id
      const { roleId, fields } = request.body
      const bizTypeId = bizTypeOf(request, request.body.bizTypeId)
      await roleOfTenant(ctx, request, tenantId, roleId)
      const known = new Set([
        ANY_FIELD,
        ...(await fieldsOfBizType(ctx.db, tenantId, bizTypeId)).map((field) => field.key),
      ])
      const unknown = fields.find((field) => !known.has(field.key))
      if (unknown)
        throw permsError(langOfRequest(request), permsCodes.unknownField, 'unknownField', { key: unknown.key })
      const byKey = new Map(fields.map((field) => [field.key, field.access]))
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('role_field_permission')
          .where('tenant_id', '=', tenantId)
          .where('role_id', '=', roleId)
          .where('biz_type_id', '=', bizTypeId)
          .where('field_key', 'in', [...byKey.keys(), ''])
          .execute()
        if (byKey.size) {
          await trx
            .insertInto('role_field_permission')
            .values(
              [...byKey].map(([field_key, access]) => ({
                tenant_id: tenantId,
                role_id: roleId,
                biz_type_id: bizTypeId,
                field_key,
                access,
              })),
            )
            .execute()
        }
      })
      return ok(null)
    },
  )
}

async function roleOfTenant(
  ctx: GatewayContext,
  request: FastifyRequest,
  tenantId: number,
  roleId: number,
): Promise<void> {
  const role = await ctx.db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', roleId)
    .executeTakeFirst()
  if (!role) throw permsError(langOfRequest(request), permsCodes.roleNotFound, 'roleNotFound', { id: roleId })
}
