import { functionIdsOf, roleIdsOf } from '../../core/auth/functions'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable } from '../../core/db/types'
import { EMPLOYEE_RECORD, fieldAccessOfRoles } from '../access'
import { RECORD_FUNCTIONS } from './records/functions'

/** Which contact details of staff a user sees on the staff list, the staff card and the export. */
export interface ContactView {
  /** The phone: the employee record's field 'mobile' is not hidden from the user. */
  phone: boolean
  /** The e-mail: the record's field 'email' is not hidden from the user. */
  email: boolean
  /** Those of staff who left too: HR's functions only, employee records (1101) or left staff (1102). */
  ofLeft: boolean
}

/** A super user sees every contact detail; anyone else by the record's field permissions, and of leavers only with HR's functions. */
export async function contactViewOf(
  ctx: Pick<GatewayContext, 'db'>,
  user: Pick<AppUserTable, 'id' | 'is_super'>,
  tenantId: number,
): Promise<ContactView> {
  if (user.is_super) return { phone: true, email: true, ofLeft: true }
  const [granted, access] = await Promise.all([
    functionIdsOf(ctx.db, user.id, tenantId),
    roleIdsOf(ctx.db, user.id, tenantId).then((roleIds) =>
      fieldAccessOfRoles(ctx.db, tenantId, roleIds, EMPLOYEE_RECORD),
    ),
  ])
  return {
    phone: access.mobile !== 'hidden',
    email: access.email !== 'hidden',
    ofLeft: granted.has(RECORD_FUNCTIONS.records) || granted.has(RECORD_FUNCTIONS.leftStaff),
  }
}
