import type { Kysely } from 'kysely'
import type { Database } from '../../../core/db/types'
import { type HistoryCause, keepHistory, snapshotsOf } from '../../people'
import { indexEmployees } from '../../search'
import { recordFactsChanged, touchesFacts } from './facts-changed'
import type { RecordChanges } from './record-changes'
import { emptyProfile } from './record-row'

/**
 * Writes checked changes of one employee's record in a transaction (the caller's when `db` is one): the employee's columns, the profile row
 * (created when missing), the linked account's name and contacts, and the employee's search document; a change of
 * the facts entitlements read is told to their listeners in the same transaction. Every changed field is kept in the
 * record's history with its cause (an edit when not given) and the move or review behind it.
 */
export async function writeRecord(
  db: Kysely<Database>,
  who: { tenantId: number; employeeId: number; userId: number; now: number; cause?: HistoryCause; refId?: string },
  changes: RecordChanges,
): Promise<void> {
  const { tenantId, employeeId, userId, now } = who
  // Inside the caller's transaction when given one (an approved proposal writes in the workflow's).
  const inTransaction = (fn: (trx: Kysely<Database>) => Promise<void>) =>
    db.isTransaction ? fn(db) : db.transaction().execute(fn)
  await inTransaction(async (trx) => {
    const before = await snapshotsOf(trx, tenantId, [employeeId])
    if (Object.keys(changes.employee).length) {
      await trx
        .updateTable('employee')
        .set(changes.employee)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', employeeId)
        .execute()
    }
    const exists = await trx
      .selectFrom('employee_profile')
      .select('employee_id')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirst()
    if (exists) {
      await trx
        .updateTable('employee_profile')
        .set({ ...changes.profile, updated_by: userId, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('employee_id', '=', employeeId)
        .execute()
    } else {
      await trx
        .insertInto('employee_profile')
        .values({ ...emptyProfile(tenantId, employeeId, now), ...changes.profile, updated_by: userId })
        .execute()
    }
    const account: Record<string, string> = {}
    if (changes.employee.name !== undefined) account.real_name = changes.employee.name
    if (changes.employee.phone !== undefined) account.phone = changes.employee.phone
    if (changes.employee.email !== undefined) account.email = changes.employee.email
    if (Object.keys(account).length)
      await trx
        .updateTable('app_user')
        .set(account)
        .where('employee_id', '=', employeeId)
        .where('tenant_id', '=', tenantId)
        .execute()
    const history = { tenantId, actor: userId, cause: who.cause ?? ('edit' as const), now, refId: who.refId }
    await keepHistory(trx, history, before, [employeeId])
    await indexEmployees(trx, tenantId, [employeeId])
    if (touchesFacts(changes)) await recordFactsChanged(trx, { tenantId, employeeId, now })
  })
}
