import type { FastifyInstance } from 'fastify'
import { functionIdsOf } from '../../core/auth/functions'
import { authOf, requireSession } from '../../core/auth/guard'
import { markPermissionsSeen } from '../../core/auth/sessions'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { loose, objectBody } from '../../core/http/schema'

/** getLoginPermission and the permission-change mark (§4 session machine). */
export function permissionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/uac/web/permission/getLoginPermission', {
    schema: { body: objectBody({ systemType: loose(10) }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    const granted = user.is_super ? null : await functionIdsOf(ctx.db, user.id, session.tenant_id)
    const has = (functionId: string) => granted === null || granted.has(functionId)
    const items = await ctx.db.selectFrom('menu').select('code').where('type', '=', 2).orderBy('id').execute()
    const buttons = await ctx.db.selectFrom('menu_button').selectAll().orderBy('id').execute()
    return ok({
      permissionData: {
        btns: buttons.filter((b) => has(b.function_id))
          .map((b) => ({ functionId: b.function_id, authFlag: b.auth_flag, menuId: b.menu_id })),
        menus: items.filter((m) => has(m.code)).map((m) => ({ functionId: m.code })),
        isSuper: user.is_super === 1,
        commonFunctions: [],
      },
    })
  })

  app.post('/uac/web/permission/hasPermissionMark', {
    schema: { body: objectBody({ appMark: loose(100) }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    return ok(user.perm_version > session.perm_seen)
  })

  app.post('/uac/web/permission/clearPermissionMark', {
    schema: { body: objectBody({ appMark: loose(100) }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    await markPermissionsSeen(ctx.db, session.token_hash, user.perm_version)
    return ok(null)
  })
}
