import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import { defaultStaffRoles, inStaffScope, staffScopeOf } from '../../access'
import { openAccounts, refusalText, type AccountNameRule, type RefusedAccount } from '../../people'
import { RECORD_FUNCTIONS } from './functions'

const { staffAccounts: routes } = contract.personnel

/**
 * Opens sign-in accounts for staff records of the tenant within the caller's data range: the records given (one
 * outside the range or the tenant is refused as not found) or, none given, every on-the-job record without one.
 * Those refused get nothing; the others are opened in one transaction.
 */
export async function openAccountsInRange(
  ctx: GatewayContext,
  caller: { tenantId: number; userId: number; lang: Lang },
  request: { employeeIds?: number[]; nameRule: AccountNameRule; roleIds: number[] },
) {
  const { tenantId, lang } = caller
  const scope = await staffScopeOf(ctx, { tenant_id: tenantId, user_id: caller.userId })
  const given = request.employeeIds?.length ? request.employeeIds : null
  let query = ctx.db
    .selectFrom('employee')
    .select('employee.id')
    .where('employee.tenant_id', '=', tenantId)
    .where(inStaffScope(scope))
  query = given
    ? query.where('employee.id', 'in', given)
    : query
        .where('employee.status', '=', 1)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('app_user')
                .select('app_user.id')
                .whereRef('app_user.employee_id', '=', 'employee.id')
                .where('app_user.tenant_id', '=', tenantId),
            ),
          ),
        )
  const inRange = (await query.orderBy('employee.id').execute()).map((row) => row.id)
  const outside: RefusedAccount[] = (given ?? [])
    .filter((id) => !inRange.includes(id))
    .map((employeeId) => ({ employeeId, name: '', reason: 'notFound', message: refusalText(lang, 'notFound') }))
  for (let attempt = 1; ; attempt++) {
    try {
      const done = await ctx.db
        .transaction()
        .execute((trx) =>
          openAccounts(
            { db: trx, tenantId, actor: caller.userId, lang, now: ctx.now() },
            { employeeIds: inRange, nameRule: request.nameRule, roleIds: request.roleIds },
          ),
        )
      return { opened: done.opened, refused: [...outside, ...done.refused] }
    } catch (error) {
      // A refusal stands (a role not the tenant's); another writer took the same account id first: try again.
      if (error instanceof GatewayError) throw error
      if (attempt >= 3) throw new GatewayError(codes.systemError, 'system error', 200, { cause: error })
    }
  }
}

/** The staff list's 'Open accounts' (function 110102, like onboarding). */
export function openAccountsRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.open, { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.onboard) }, async (request) => {
    const { user, session } = authOf(request)
    const { employeeIds, nameRule } = request.body
    const caller = { tenantId: session.tenant_id, userId: user.id, lang: langOfRequest(request) }
    const roleIds = request.body.roleIds ?? (await defaultStaffRoles(ctx.db, session.tenant_id))
    return ok(await openAccountsInRange(ctx, caller, { employeeIds, nameRule, roleIds }))
  })
}
