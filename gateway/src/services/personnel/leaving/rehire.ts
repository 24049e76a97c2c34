import type { Db } from '../../../core/db/types'
import { wiringOf } from '../../../core/service'
import { keepHistory, snapshotsOf, STAFF_HIRED } from '../../people'
import { indexEmployees } from '../../search'
import { recordFactsChanged } from '../records/facts-changed'
import type { RecordChanges } from '../records/record-changes'

/** A left staff member of the tenant with this ID number (the last to leave when several), or undefined. */
export async function formerStaffOf(db: Db, tenantId: number, idNumber: string) {
  if (!idNumber.trim()) return undefined
  return db
    .selectFrom('employee')
    .innerJoin('employee_profile', (join) =>
      join
        .onRef('employee_profile.employee_id', '=', 'employee.id')
        .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id'),
    )
    .select([
      'employee.id',
      'employee.entry_date',
      'employee.leave_date',
      'employee_profile.leave_reason',
      'employee_profile.work_start_date',
    ])
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', 2)
    .where('employee_profile.id_number', '=', idNumber.trim())
    .orderBy('employee.leave_date', 'desc')
    .executeTakeFirst()
}

export type FormerStaff = NonNullable<Awaited<ReturnType<typeof formerStaffOf>>>

/**
 * Rehires a former employee (same ID number): their earlier employment is kept as a spell (entry date to leave date,
 * the reason it ended), and their record reopens on the job with the new hire's values and entry date, keeping its id,
 * history (the changes written to it, cause onboard) and documents; the date work began stays, or is the first entry
 * date when none was recorded, so the cumulative years of work go on counting. In the caller's transaction; the
 * onboarding checklists, the search index and the leave entitlements follow as for any hire.
 */
export async function reopenRecord(
  trx: Db,
  scope: { tenantId: number; actor: number; now: number },
  former: FormerStaff,
  changes: RecordChanges,
): Promise<number> {
  const { tenantId, actor, now } = scope
  const id = former.id
  const before = await snapshotsOf(trx, tenantId, [id])
  if (former.leave_date !== null)
    await trx
      .insertInto('employment_spell')
      .values({
        tenant_id: tenantId,
        employee_id: id,
        entry_date: Number(former.entry_date),
        leave_date: Number(former.leave_date),
        leave_reason: former.leave_reason ?? '',
        created_by: actor,
        created_at: now,
      })
      .onConflict((c) => c.columns(['tenant_id', 'employee_id', 'entry_date']).doNothing())
      .execute()
  await trx
    .updateTable('employee')
    .set({ ...changes.employee, status: 1, leave_date: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute()
  const workStart = changes.profile.work_start_date ?? former.work_start_date ?? Number(former.entry_date)
  await trx
    .updateTable('employee_profile')
    .set({ ...changes.profile, work_start_date: workStart, leave_reason: '', updated_by: actor, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', id)
    .execute()
  await keepHistory(trx, { tenantId, actor, cause: 'onboard', now }, before, [id])
  await indexEmployees(trx, tenantId, [id])
  for (const listener of wiringOf(trx).all(STAFF_HIRED))
    await listener(trx, { tenantId, employeeIds: [id], actor, now })
  await recordFactsChanged(trx, { tenantId, employeeId: id, now })
  return id
}

/** A person's earlier spells of employment, oldest first (yyyy-mm-dd). */
export async function spellsOf(db: Db, tenantId: number, employeeId: number) {
  const rows = await db
    .selectFrom('employment_spell')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', employeeId)
    .orderBy('entry_date')
    .execute()
  const day = (ms: number | string) => new Date(Number(ms)).toISOString().slice(0, 10)
  return rows.map((row) => ({
    entryDate: day(row.entry_date),
    leaveDate: day(row.leave_date),
    reason: row.leave_reason,
  }))
}
