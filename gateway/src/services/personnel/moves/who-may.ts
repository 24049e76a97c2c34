import type { Auth } from '../../../core/auth/guard'
import { functionIdsOf } from '../../../core/auth/functions'
import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../../../core/lang'
import { inScope, staffScopeOf } from '../../access'
import { loadRecord, type RecordRow } from '../records/record-row'
import { moveError } from './errors'
import { MOVE_FUNCTIONS } from './functions'

/** Whether the caller manages moves (HR: the button 110601) in the session's tenant. */
export async function handlesMoves(ctx: GatewayContext, auth: Auth): Promise<boolean> {
  if (auth.user.is_super) return true
  return (await functionIdsOf(ctx.db, auth.user.id, auth.session.tenant_id)).has(MOVE_FUNCTIONS.manage)
}

/**
 * The record of a staff member the caller may ask a move or review for: HR (the moves function) within their data
 * range, or the person's line manager for a direct report. Refuses with notFound (not the tenant's, or out of
 * range) or notYourReport.
 */
export async function movableRecord(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  employeeId: number,
): Promise<RecordRow> {
  const row = await loadRecord(ctx.db, auth.session.tenant_id, employeeId)
  if (!row) throw moveError(lang, 'notFound')
  if (await handlesMoves(ctx, auth)) {
    if (!inScope(await staffScopeOf(ctx, auth.session), row.employee)) throw moveError(lang, 'notFound')
    return row
  }
  const managerId = row.employee.manager_id ?? null
  if (auth.user.employee_id === null || managerId !== auth.user.employee_id)
    throw moveError(lang, 'notYourReport', { name: row.employee.name })
  return row
}
