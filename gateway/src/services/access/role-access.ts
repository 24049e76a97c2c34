import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireAuthorisedFunction } from '../../core/auth/auth-flags'
import { functionIdsOf } from '../../core/auth/functions'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import { roleName } from '../../core/auth/role-name'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { codes } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { DATA_RANGES, DEFAULT_DATA_RANGE, isDataRange, staffScopeOf } from './data-range'
import { langOf } from './lang'
import { permsCodes, permsError } from './perms-errors'
import { langOfRequest } from '../../core/lang'

/** Role editor buttons (menu 1003 Roles): data range and field permissions, checked with their auth flag. */
export const DATA_RANGE_FUNCTION = '100302'
export const FIELD_PERMISSION_FUNCTION = '100303'

async function roleOf(ctx: GatewayContext, request: FastifyRequest, roleId: number) {
  const role = await ctx.db
    .selectFrom('role')
    .selectAll()
    .where('tenant_id', '=', authOf(request).session.tenant_id)
    .where('id', '=', roleId)
    .executeTakeFirst()
  if (!role) throw permsError(langOfRequest(request), permsCodes.roleNotFound, 'roleNotFound', { id: roleId })
  return role
}

/** A user of the session's tenant: the caller, or another one when the caller may administer roles (1003). */
async function subjectOf(ctx: GatewayContext, request: FastifyRequest, userId?: number): Promise<number> {
  const { user, session } = authOf(request)
  if (userId === undefined || userId === user.id) return user.id
  if (!user.is_super && !(await functionIdsOf(ctx.db, user.id, session.tenant_id)).has('1003')) {
    throw permsError(langOfRequest(request), codes.noPermission, 'otherUser')
  }
  const member = await ctx.db
    .selectFrom('user_tenant')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', session.tenant_id)
    .executeTakeFirst()
  if (!member) throw permsError(langOfRequest(request), permsCodes.userNotFound, 'userNotFound', { id: userId })
  return userId
}

/** §7 role calls: roles not yet given to a user, whether a user has a role, data ranges (§6). */
export function roleAccessRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const roles = requireFunction(ctx, '1003')
  const routes = contract.access.roles

  serve(app, routes.unAuthList, { preHandler: roles }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const userId = await subjectOf(ctx, request, request.body.userId)
    const given = ctx.db.selectFrom('user_role').select('role_id').where('user_id', '=', userId)
    const rows = await ctx.db
      .selectFrom('role')
      .select(['id', 'name', 'name_en', 'description'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'not in', given)
      .orderBy('id')
      .execute()
    const lang = langOf(request)
    return ok(rows.map((row) => ({ id: row.id, name: roleName(row, lang), description: row.description })))
  })

  serve(app, routes.hasRole, { preHandler: requireSession(ctx) }, async (request) => {
    const userId = await subjectOf(ctx, request, request.body.userId)
    let query = ctx.db
      .selectFrom('user_role')
      .innerJoin('role', 'role.id', 'user_role.role_id')
      .select('role.id')
      .where('user_role.user_id', '=', userId)
      .where('role.tenant_id', '=', authOf(request).session.tenant_id)
    if (request.body.roleId !== undefined) query = query.where('role.id', '=', request.body.roleId)
    // A role is named by either of its names (callers from before English names know the built-in roles in English).
    const { roleName: name } = request.body
    if (name !== undefined)
      query = query.where((eb) => eb.or([eb('role.name', '=', name), eb('role.name_en', '=', name)]))
    return ok((await query.executeTakeFirst()) !== undefined)
  })

  serve(app, routes.checkIsHaveDataRange, { preHandler: requireSession(ctx) }, async (request) => {
    const userId = await subjectOf(ctx, request, request.body.userId)
    const scope = await staffScopeOf(ctx, { tenant_id: authOf(request).session.tenant_id, user_id: userId })
    const empty = (scope.employeeIds?.length ?? 1) === 0 || (scope.organIds?.length ?? 1) === 0
    return ok({ hasDataRange: !empty, range: scope.range, limited: scope.range !== 'all' })
  })

  serve(app, routes.dataRange, { preHandler: roles }, async (request) => {
    const role = await roleOf(ctx, request, request.body.roleId)
    const row = await ctx.db
      .selectFrom('role_data_range')
      .select('data_range')
      .where('tenant_id', '=', role.tenant_id)
      .where('role_id', '=', role.id)
      .executeTakeFirst()
    return ok({
      roleId: role.id,
      range: isDataRange(row?.data_range) ? row.data_range : DEFAULT_DATA_RANGE,
      ranges: [...DATA_RANGES],
    })
  })

  serve(
    app,
    routes.saveDataRange,
    { preHandler: requireAuthorisedFunction(ctx, DATA_RANGE_FUNCTION) },
    async (request) => {
      const role = await roleOf(ctx, request, request.body.roleId)
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('role_data_range')
          .where('tenant_id', '=', role.tenant_id)
          .where('role_id', '=', role.id)
          .execute()
        await trx
          .insertInto('role_data_range')
          .values({ tenant_id: role.tenant_id, role_id: role.id, data_range: request.body.range })
          .execute()
      })
      return ok(null)
    },
  )
}
