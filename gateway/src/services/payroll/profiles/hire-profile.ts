import type { Db } from '../../../core/db/types'
import { amountOfFen } from '../../../core/money'
import { type Actor, writeAudit } from '../audit'

export interface HireProfile {
  tenantId: number
  employeeId: number
  /** 'YYYY-MM': the month the person starts. */
  effectiveMonth: string
  /** The monthly base pay agreed in the offer, in fen. */
  baseFen: number
  reason: string
  actor: Actor
}

/**
 * A new hire's first salary profile: the offer's salary as base pay from the month they start; allowances, bank account
 * and cost centre left for HR to fill. A person who already has a profile keeps it as HR set it (answers false).
 * Run it in the hiring's transaction.
 */
export async function startProfile(db: Db, hire: HireProfile, now: number): Promise<boolean> {
  const existing = await db
    .selectFrom('salary_profile')
    .select('effective_month')
    .where('tenant_id', '=', hire.tenantId)
    .where('employee_id', '=', hire.employeeId)
    .executeTakeFirst()
  if (existing) return false
  const reason = hire.reason.slice(0, 200)
  await db
    .insertInto('salary_profile')
    .values({
      tenant_id: hire.tenantId,
      employee_id: hire.employeeId,
      effective_month: hire.effectiveMonth,
      base_fen: hire.baseFen,
      allowances: '{}',
      bank_name: '',
      bank_account: '',
      cost_centre: '',
      reason,
      changed_by: hire.actor.id,
      changed_at: now,
    })
    .execute()
  await writeAudit(
    db,
    {
      tenantId: hire.tenantId,
      runId: null,
      employeeId: hire.employeeId,
      actor: hire.actor,
      action: 'profileSave',
      reason,
      detail: { effectiveMonth: hire.effectiveMonth, base: amountOfFen(hire.baseFen), bankChanged: false },
    },
    now,
  )
  return true
}
