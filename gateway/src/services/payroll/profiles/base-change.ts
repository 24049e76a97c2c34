import type { Db } from '../../../core/db/types'
import { amountOfFen } from '../../../core/money'
import { type Actor, writeAudit } from '../audit'
import { profilesInForce } from './profile-store'

export interface BaseChange {
  tenantId: number
  employeeId: number
  /** 'YYYY-MM': the new row is in force from this month. */
  effectiveMonth: string
  reason: string
  actor: Actor
  /** The new base pay in fen from the one in force for the month. */
  baseOf: (currentFen: number) => number
}

/**
 * Changes a person's base pay from a month (another service's decision, such as a performance result's salary change):
 * a profile row for the month with the new base and every other field as in force then, written to the payroll audit
 * trail. Answers null when no profile is in force for the month (there is no base pay to change); run it in a transaction.
 */
export async function changeBasePay(
  db: Db,
  change: BaseChange,
  now: number,
): Promise<{ beforeFen: number; afterFen: number } | null> {
  const { tenantId, employeeId, effectiveMonth } = change
  const before = (await profilesInForce(db, tenantId, effectiveMonth, [employeeId])).get(employeeId)
  if (!before) return null
  const beforeFen = Number(before.base_fen)
  const afterFen = change.baseOf(beforeFen)
  await db
    .deleteFrom('salary_profile')
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', employeeId)
    .where('effective_month', '=', effectiveMonth)
    .execute()
  await db
    .insertInto('salary_profile')
    .values({
      ...before,
      effective_month: effectiveMonth,
      base_fen: afterFen,
      reason: change.reason.slice(0, 200),
      changed_by: change.actor.id,
      changed_at: now,
    })
    .execute()
  await writeAudit(
    db,
    {
      tenantId,
      runId: null,
      employeeId,
      actor: change.actor,
      action: 'profileSave',
      reason: change.reason,
      detail: { effectiveMonth, base: amountOfFen(afterFen), baseBefore: amountOfFen(beforeFen), bankChanged: false },
    },
    now,
  )
  return { beforeFen, afterFen }
}
