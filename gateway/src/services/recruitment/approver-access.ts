import type { Auth } from '../../core/auth/guard'
import { functionIdsOf } from '../../core/auth/functions'
import type { Db } from '../../core/db/types'
import { codes, GatewayError, texts } from '../../core/errors'
import { canView, loadInstance } from '../workflow'

/**
 * Lets through holders of `functionId` (or super users) and those who may see the record's approval request (its
 * applicant and approvers), else 403001: what an approver reads in the approval centre's dialog.
 */
export async function requireHolderOrApprover(
  db: Db,
  auth: Auth,
  instanceId: string | null,
  functionId: string,
): Promise<void> {
  if (auth.user.is_super === 1) return
  if ((await functionIdsOf(db, auth.user.id, auth.session.tenant_id)).has(functionId)) return
  const instance = instanceId ? await loadInstance(db, auth.session.tenant_id, instanceId) : undefined
  if (instance && (await canView(db, auth, instance))) return
  throw new GatewayError(codes.noPermission, texts.noPermission)
}
