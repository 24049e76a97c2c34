import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { GatewayContext } from '../context'
import type { Db } from '../db/types'
import { GatewayError, codes, texts } from '../errors'
import { grantedFunction } from './guard'

/**
 * The auth flag of each function a user is granted in one tenant (§6 'for one variant the auth flag is checked
 * too'): 1 when any of the user's roles in that tenant grants it with the flag, else 0.
 */
export async function authFlagsOf(db: Db, userId: number, tenantId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .innerJoin('role_function', 'role_function.role_id', 'user_role.role_id')
    .select(['role_function.function_id', 'role_function.auth_flag'])
    .where('user_role.user_id', '=', userId)
    .where('role.tenant_id', '=', tenantId)
    .execute()
  const flags = new Map<string, number>()
  for (const row of rows) flags.set(row.function_id, Math.max(flags.get(row.function_id) ?? 0, row.auth_flag))
  return flags
}

/**
 * The auth-flag variant of `requireFunction`: the function granted and its auth flag set (or the user super),
 * else 403001. Guards actions whose button the role editor may grant as 'shown only'.
 */
export const requireAuthorisedFunction = (ctx: GatewayContext, functionId: string): preHandlerAsyncHookHandler => {
  return async function requireAuthorisedFunctionHook(request: FastifyRequest) {
    const auth = await grantedFunction(ctx, request, functionId)
    if (auth.user.is_super) return
    const flags = await authFlagsOf(ctx.db, auth.user.id, auth.session.tenant_id)
    if (flags.get(functionId) !== 1) throw new GatewayError(codes.noPermission, texts.noPermission)
  }
}
