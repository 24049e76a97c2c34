import { type Auth, holdsFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../../../core/lang'
import { inScope, staffScopeOf } from '../../access'
import { canView, loadInstance } from '../../workflow'
import { caseRow } from './cases'
import { leavingError } from './errors'
import type { LeavingCaseTable } from './tables'

/** The personnel app's leaving function: menu 离职管理 / Leaving (apps/personnel/manifest.json), granted with 110103. */
export const LEAVING_FUNCTION = '1107'

/** Whether the caller holds the leaving function (HR). */
export const isLeavingHr = (ctx: GatewayContext, auth: Auth): Promise<boolean> =>
  holdsFunction(ctx, auth, LEAVING_FUNCTION)

/** Whether a staff member is in the caller's data range. */
export async function staffInRange(ctx: GatewayContext, auth: Auth, employee: { id: number; organ_id: number }) {
  const scope = await staffScopeOf(ctx, { tenant_id: auth.session.tenant_id, user_id: auth.user.id }, auth.user)
  return inScope(scope, employee)
}

/** Who a case is open to, and as what. */
export interface CaseAccess {
  row: LeavingCaseTable
  hr: boolean
  leaver: boolean
  colleague: boolean
}

/**
 * A case of the session tenant the caller may see: HR (function 1107, the leaver in their data range), the leaver,
 * the colleague named for the handover, and those who may see its workflow request; else 411991.
 */
export async function caseFor(ctx: GatewayContext, auth: Auth, id: string, lang: Lang) {
  const tenantId = auth.session.tenant_id
  const row = await caseRow(ctx.db, tenantId, id)
  if (!row) throw leavingError(lang, 'notFound')
  const own = auth.user.employee_id
  const leaver = own === row.employee_id
  const colleague = own !== null && own === row.handover_to
  let hr = false
  if (await isLeavingHr(ctx, auth)) {
    const employee = await ctx.db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', row.employee_id)
      .executeTakeFirst()
    hr = employee !== undefined && (await staffInRange(ctx, auth, employee))
  }
  if (hr || leaver || colleague) return { row, hr, leaver, colleague } satisfies CaseAccess
  const instance = row.instance_id ? await loadInstance(ctx.db, tenantId, row.instance_id) : undefined
  if (instance && (await canView(ctx.db, auth, instance, ctx.now()))) return { row, hr, leaver, colleague }
  throw leavingError(lang, 'notFound')
}
