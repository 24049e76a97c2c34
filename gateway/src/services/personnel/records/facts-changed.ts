import type { Db } from '../../../core/db/types'
import { wiringOf } from '../../../core/service'
import { RECORD_FACTS_CHANGED, type RecordFactsChanged } from '../../people'

const EMPLOYEE_FACTS = ['entry_date', 'gender'] as const
const PROFILE_FACTS = ['work_start_date', 'contract_type'] as const

/** Whether changes set any of the facts listeners recompute from. */
export const touchesFacts = (changes: { employee: object; profile: object }): boolean =>
  EMPLOYEE_FACTS.some((column) => column in changes.employee) ||
  PROFILE_FACTS.some((column) => column in changes.profile)

/** Tells the listeners inside the record's transaction: a listener that fails fails the change. */
export async function recordFactsChanged(trx: Db, changed: Omit<RecordFactsChanged, 'userIds'>): Promise<void> {
  const accounts = await trx
    .selectFrom('app_user')
    .select('id')
    .where('tenant_id', '=', changed.tenantId)
    .where('employee_id', '=', changed.employeeId)
    .execute()
  const userIds = accounts.map((account) => account.id)
  if (!userIds.length) return
  for (const listener of wiringOf(trx).all(RECORD_FACTS_CHANGED)) await listener(trx, { ...changed, userIds })
}
