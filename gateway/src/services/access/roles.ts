import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bumpPermVersion, knownFunctionIds } from '../../core/auth/functions'
import { authOf, requireFunction } from '../../core/auth/guard'
import { roleName } from '../../core/auth/role-name'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { setRoles } from '../people'
import { installedApps } from '../vendor'
import { langOf } from './lang'
import { permsError } from './perms-errors'
import { langOfRequest } from '../../core/lang'

const { roles: routes } = contract.access

async function catalogueAuthFlags(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('menu_button').select(['function_id', 'auth_flag']).execute()
  return new Map(rows.map((row) => [row.function_id, row.auth_flag]))
}

async function rolesOfTenant(db: Db, tenantId: number, roleIds?: number[]) {
  let query = db.selectFrom('role').selectAll().where('tenant_id', '=', tenantId)
  if (roleIds) query = query.where('id', 'in', roleIds.length ? roleIds : [0])
  return query.orderBy('id').execute()
}

/** A role's names as saved: the Chinese name trimmed (never blank), the English one trimmed or null when blank. */
function namesOf(
  request: FastifyRequest,
  nameZh: string | undefined,
  nameEn: string | undefined,
): { name?: string; name_en?: string | null } {
  const names: { name?: string; name_en?: string | null } = {}
  if (nameZh !== undefined) {
    names.name = nameZh.trim()
    if (!names.name) throw permsError(langOfRequest(request), codes.badInput, 'roleNameBlank')
  }
  if (nameEn !== undefined) names.name_en = nameEn.trim() || null
  return names
}

/** Role administration (function 1003): list, save a role's names and functions, set a user's roles. */
export function roleRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const guard = requireFunction(ctx, '1003')

  serve(app, routes.list, { preHandler: guard }, async (request) => {
    const roles = await rolesOfTenant(ctx.db, authOf(request).session.tenant_id)
    const lang = langOf(request)
    const ids = roles.map((role) => role.id)
    const [functions, holders] = ids.length
      ? await Promise.all([
          ctx.db.selectFrom('role_function').selectAll().where('role_id', 'in', ids).orderBy('function_id').execute(),
          ctx.db.selectFrom('user_role').selectAll().where('role_id', 'in', ids).orderBy('user_id').execute(),
        ])
      : [[], []]
    return ok(
      roles.map((role) => ({
        id: role.id,
        /** The name in the request's language; nameZh and nameEn are the names as saved (the role editor's fields). */
        name: roleName(role, lang),
        nameZh: role.name,
        nameEn: role.name_en,
        description: role.description,
        functionIds: functions.filter((row) => row.role_id === role.id).map((row) => row.function_id),
        /** §6 auth flag of each granted function: 1 authorises the action, 0 shows it only. */
        authFlags: Object.fromEntries(
          functions.filter((row) => row.role_id === role.id).map((row) => [row.function_id, row.auth_flag]),
        ),
        userIds: holders.filter((row) => row.role_id === role.id).map((row) => row.user_id),
      })),
    )
  })

  serve(app, routes.save, { preHandler: guard }, async (request) => {
    const { roleId } = request.body
    const functionIds = [...new Set(request.body.functionIds)]
    // The names are saved when given (nameEn '' takes the English name away); callers that send none keep them.
    const names = namesOf(request, request.body.nameZh, request.body.nameEn)
    const tenantId = authOf(request).session.tenant_id
    const [role] = await rolesOfTenant(ctx.db, tenantId, [roleId])
    if (!role) throw new GatewayError(codes.roleNotFound, `Role ${roleId} not found`)
    // The built-in catalogue and the functions of the apps this tenant installed (on or off: their grants stay).
    const known = await knownFunctionIds(ctx.db)
    for (const app of await installedApps(ctx.db, tenantId, { all: true }))
      for (const item of app.menus) known.add(item.functionId)
    const unknown = functionIds.find((functionId) => !known.has(functionId))
    if (unknown) throw new GatewayError(codes.functionNotFound, `Unknown functionId: ${unknown}`)
    await ctx.db.transaction().execute(async (trx) => {
      if (Object.keys(names).length)
        await trx.updateTable('role').set(names).where('tenant_id', '=', tenantId).where('id', '=', roleId).execute()
      await trx.deleteFrom('role_function').where('role_id', '=', roleId).execute()
      if (functionIds.length) {
        // A function without a stated flag takes its button's catalogue flag (menu items: 1).
        const flags = await catalogueAuthFlags(trx)
        await trx
          .insertInto('role_function')
          .values(
            functionIds.map((function_id) => ({
              role_id: roleId,
              function_id,
              auth_flag: request.body.authFlags?.[function_id] ?? flags.get(function_id) ?? 1,
            })),
          )
          .execute()
      }
      const holders = await trx.selectFrom('user_role').select('user_id').where('role_id', '=', roleId).execute()
      await bumpPermVersion(
        trx,
        holders.map((row) => row.user_id),
      )
    })
    return ok(null)
  })

  serve(app, routes.saveUserRoles, { preHandler: guard }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const { userId } = request.body
    const roleIds = [...new Set(request.body.roleIds)]
    const member = await ctx.db
      .selectFrom('user_tenant')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
    if (!member) throw new GatewayError(codes.userNotFound, `User ${userId} not found`)
    const roles = await rolesOfTenant(ctx.db, tenantId, roleIds)
    const missing = roleIds.find((roleId) => !roles.some((role) => role.id === roleId))
    if (missing !== undefined) throw new GatewayError(codes.roleNotFound, `Role ${missing} not found`)
    // Only this tenant's roles are replaced; the user's roles in other tenants stay.
    await ctx.db
      .transaction()
      .execute((trx) =>
        setRoles({ db: trx, tenantId, actor: authOf(request).user.id, lang: langOf(request) }, userId, roleIds),
      )
    return ok(null)
  })
}
