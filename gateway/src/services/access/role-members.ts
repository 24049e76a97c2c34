import { contract, type Static } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { permsCodes, permsError } from './perms-errors'
import { langOfRequest } from '../../core/lang'

/** A user of the session's tenant as the role editor lists them, with the roles they hold in that tenant. */
export type RoleMember = Static<typeof contract.access.roles.userList.result>[number]

const LIMIT = 200
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * The users of the session's tenant with their roles there (role editor 'members' tab and the 'roles not yet
 * authorised' view, function 1003): all of them, or the holders of `roleId`, matching `keyword`; at most 200.
 */
export function roleMemberRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  for (const lookup of ROLE_MEMBER_ROUTES) roleMemberRoute(app, ctx, lookup)
}

/** The lookup's routes: the role editor's, and §7's user call findUserWithRole under /ums/web/user. */
const ROLE_MEMBER_ROUTES = [contract.access.roles.userList, contract.access.roles.findUserWithRole]

function roleMemberRoute(app: FastifyInstance, ctx: GatewayContext, lookup: (typeof ROLE_MEMBER_ROUTES)[number]): void {
  serve(app, lookup, { preHandler: requireFunction(ctx, '1003') }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const { roleId } = request.body
    if (roleId !== undefined) {
      const role = await ctx.db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', roleId)
        .executeTakeFirst()
      if (!role) throw permsError(langOfRequest(request), permsCodes.roleNotFound, 'roleNotFound', { id: roleId })
    }
    let users = ctx.db
      .selectFrom('app_user')
      .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
      .select(['app_user.id', 'app_user.user_name', 'app_user.real_name'])
      .where('user_tenant.tenant_id', '=', tenantId)
    if (roleId !== undefined) {
      users = users.where(
        'app_user.id',
        'in',
        ctx.db.selectFrom('user_role').select('user_id').where('role_id', '=', roleId),
      )
    }
    const keyword = request.body.keyword?.trim().toLowerCase()
    if (keyword) {
      const pattern = `%${escapeLike(keyword)}%`
      users = users.where((eb) =>
        eb.or(
          ['app_user.user_name', 'app_user.real_name'].map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      )
    }
    const rows = await users.orderBy('app_user.id').limit(LIMIT).execute()
    const held = rows.length
      ? await ctx.db
          .selectFrom('user_role')
          .innerJoin('role', 'role.id', 'user_role.role_id')
          .select(['user_role.user_id', 'role.id'])
          .where('role.tenant_id', '=', tenantId)
          .where(
            'user_role.user_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('role.id')
          .execute()
      : []
    return ok(
      rows.map(
        (row): RoleMember => ({
          userId: row.id,
          userName: row.user_name,
          realName: row.real_name,
          roleIds: held.filter((h) => h.user_id === row.id).map((h) => h.id),
        }),
      ),
    )
  })
}
