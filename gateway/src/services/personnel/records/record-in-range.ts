import type { Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../../../core/lang'
import { inScope, staffScopeOf } from '../../access'
import { recordError } from './errors'
import { loadRecord, type RecordRow } from './record-row'

/** A record of the caller's tenant within their data range, else 410201 (not found, whether absent or out of range). */
export async function recordInRange(
  ctx: GatewayContext,
  lang: Lang,
  auth: Auth,
  employeeId: number,
): Promise<RecordRow> {
  const row = await loadRecord(ctx.db, auth.session.tenant_id, employeeId)
  if (!row || !inScope(await staffScopeOf(ctx, auth.session), row.employee)) throw recordError(lang, 'notFound')
  return row
}
