import { functionIdsOf } from '../../core/auth/functions'
import type { AppUserTable, Db } from '../../core/db/types'
import { RECORD_FUNCTIONS } from './records/functions'

/**
 * Whether a user sees the contact details (phone, e-mail) of staff who left: HR's functions only, the employee
 * records (1101) or the left staff (1102), or a super user. Everyone else sees those of staff on the job only.
 */
export async function seesLeftContacts(db: Db, user: Pick<AppUserTable, 'id' | 'is_super'>, tenantId: number): Promise<boolean> {
  if (user.is_super) return true
  const granted = await functionIdsOf(db, user.id, tenantId)
  return granted.has(RECORD_FUNCTIONS.records) || granted.has(RECORD_FUNCTIONS.leftStaff)
}
