import type { Db } from '../../core/db/types'
import { setContractFacts } from '../personnel'
import { dayOf } from './dates'

const epochOf = (day: string | null): number | null => (day === null ? null : Date.parse(`${day}T00:00:00Z`))

/**
 * The person's current contract: the active one in force today (the latest started), else the latest active one, else
 * the latest signed-off one of any status (expired, terminated, renewed); drafts never count. Undefined without any.
 */
export async function currentContractOf(db: Db, tenantId: number, employeeId: number, today: string) {
  const rows = await db
    .selectFrom('employment_contract')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', employeeId)
    .where('status', '!=', 'draft')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const active = rows.filter((row) => row.status === 'active')
  return active.find((row) => row.start_date <= today) ?? active[0] ?? rows[0]
}

/**
 * Keeps the record's contract fields (type, start, end) to the person's current contract, in the transaction of the
 * contract write; a terminated contract ends on its termination day. The record is left as it is while the person has
 * no contract but drafts.
 */
export async function syncRecordContract(db: Db, tenantId: number, employeeId: number, now: number): Promise<void> {
  const current = await currentContractOf(db, tenantId, employeeId, dayOf(now))
  if (!current) return
  await setContractFacts(db, {
    tenantId,
    employeeId,
    type: current.type_code,
    start: epochOf(current.start_date),
    end: epochOf(current.terminated_on ?? current.end_date),
    now,
  })
}
