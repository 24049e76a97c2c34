import type { Db } from '../../../core/db/types'
import { setStaffRole } from '../../access'

/**
 * What a new company's staff do for themselves (the demo tenant's Staff role): the organisation and staff list, the
 * org chart, the approval centre, their own leave (request, recall, cancel), clock-in and their attendance, overtime,
 * shift swaps and the AI assistant.
 */
export const STAFF_FUNCTIONS = [
  '1001',
  '1002',
  '100201',
  '1108',
  '7001',
  '700102',
  '8001',
  '800101',
  '800103',
  '8004',
  '8005',
  '8010',
  '8104',
  '9001',
] as const

/** Creates the new tenant's staff role (员工, Staff) with the staff functions the catalogue knows, as its staff role. */
export async function createStaffRole(
  trx: Db,
  tenantId: number,
  roleId: number,
  known: readonly string[],
): Promise<void> {
  await trx
    .insertInto('role')
    .values({
      id: roleId,
      tenant_id: tenantId,
      name: '员工',
      name_en: 'Staff',
      description: 'What staff do for themselves',
    })
    .execute()
  const functions = STAFF_FUNCTIONS.filter((id) => known.includes(id))
  if (functions.length)
    await trx
      .insertInto('role_function')
      .values(functions.map((function_id) => ({ role_id: roleId, function_id })))
      .execute()
  await setStaffRole(trx, tenantId, roleId)
}
