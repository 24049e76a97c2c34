import type { Auth } from '../../core/auth/guard'
import type { Db } from '../../core/db/types'
import { canView } from './detail'
import { loadInstance } from './store'
import type { WorkflowInstance } from './types'

/**
 * A request of another service and the session's user: its approval (when it has one) and whether they may see the
 * request: it is their own, or they may see its approval (canView).
 */
export async function requestView(
  db: Db,
  auth: Auth,
  row: { tenant_id: number; user_id: number; instance_id: string | null },
): Promise<{ visible: boolean; instance: WorkflowInstance | undefined }> {
  const instance = row.instance_id ? await loadInstance(db, row.tenant_id, row.instance_id) : undefined
  const visible = row.user_id === auth.user.id || (instance !== undefined && (await canView(db, auth, instance)))
  return { visible, instance }
}
