import type { Selectable } from 'kysely'
import { cached, tenantScope } from '../../core/cache'
import type { Db } from '../../core/db/types'
import type { LeaveTypeTable } from './tables'

export type LeaveTypeRow = Selectable<LeaveTypeTable>

/**
 * The tenant's leave types with their policies, by `sort` (then code). Held in the shared cache (core/cache) until
 * leave_type changes: a balance read, a settling and a leave page read them once per change, not several times a
 * request. Read straight from `db` when it is a transaction's handle. Callers never change what they get.
 */
export function leaveTypeRows(db: Db, tenantId: number): Promise<readonly LeaveTypeRow[]> {
  return cached(db, tenantScope(tenantId), 'leaveTypes', () =>
    db.selectFrom('leave_type').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('code').execute(),
  )
}
