import type { Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../../../core/lang'
import { recordError } from '../records/errors'
import { loadRecord, type RecordRow } from '../records/record-row'

/** The caller's own staff record in the session tenant, else 410201. */
export async function ownRecord(ctx: GatewayContext, auth: Auth, lang: Lang): Promise<RecordRow> {
  const own =
    auth.user.employee_id === null ? undefined : await loadRecord(ctx.db, auth.session.tenant_id, auth.user.employee_id)
  if (!own) throw recordError(lang, 'noOwnRecord')
  return own
}
