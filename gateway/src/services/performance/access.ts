import type { GatewayContext } from '../../core/context'
import { type FieldAccess, fieldAccessOf, hasFieldRules, REVIEW_RESULT } from '../access'
import { perfError } from './errors'
import { RESULT_FIELDS, type ResultField } from './functions'
import type { Caller } from './request-caller'

export { callerOf, type Caller } from './request-caller'

/** The caller's staff record in the session tenant (on the job); refused when the account has none there. */
export async function myEmployeeId(ctx: GatewayContext, caller: Caller): Promise<number> {
  const row = await ctx.db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.id')
    .where('app_user.id', '=', caller.userId)
    .where('employee.tenant_id', '=', caller.tenantId)
    .where('employee.status', '=', 1)
    .executeTakeFirst()
  if (!row) throw perfError(caller.lang, 'noStaffRecord')
  return row.id
}

/** What the caller may do with each field of a review result. */
export type ResultAccess = Record<ResultField, FieldAccess>

export const FULL_ACCESS: ResultAccess = { rating: 'edit', scores: 'edit', comments: 'edit', salaryChange: 'edit' }

/**
 * HR's access to review results (field permissions of biz type 3): while none of the caller's roles sets one, the
 * functions alone decide; otherwise the widest access the roles give per field.
 */
export async function hrResultAccess(ctx: GatewayContext, caller: Caller): Promise<ResultAccess> {
  const who = { tenantId: caller.tenantId, userId: caller.userId, bizTypeId: REVIEW_RESULT }
  if (!(await hasFieldRules(ctx, who))) return FULL_ACCESS
  const access = await fieldAccessOf(ctx, who)
  return Object.fromEntries(RESULT_FIELDS.map((field) => [field, access[field] ?? 'hidden'])) as ResultAccess
}
