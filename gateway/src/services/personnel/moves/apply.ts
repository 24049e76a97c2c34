import type { Db } from '../../../core/db/types'
import { GatewayError } from '../../../core/errors'
import { wiringOf } from '../../../core/service'
import type { RecordChanges } from '../records/record-changes'
import { checkReferences } from '../records/record-references'
import { loadRecord } from '../records/record-row'
import { writeRecord } from '../records/record-write'
import { SALARY_MOVES } from '../../people'
import { moveError } from './errors'
import type { StaffMoveTable } from './tables'

/**
 * Applies an approved move on its effective date, in the caller's transaction: the record's department, position,
 * post and line manager (through writeRecord: history with the move as its cause), and a new base pay from the
 * effective month through payroll (a past month then yields arrears in the next run). A move whose person left, or
 * whose department, position or salary profile is gone, fails with the reason and changes nothing.
 */
export async function applyMove(db: Db, move: StaffMoveTable, now: number): Promise<void> {
  const where = (trx: Db) =>
    trx.updateTable('staff_move').where('tenant_id', '=', move.tenant_id).where('id', '=', move.id)
  const fail = (failure: string) => where(db).set({ status: 'failed', failure, applied_at: now }).execute()
  const record = await loadRecord(db, move.tenant_id, move.employee_id)
  if (!record || record.employee.status === 2) return void (await fail('left'))
  const employee: Record<string, number> = {}
  for (const key of ['organ_id', 'gangwei_id', 'zhiwei_id', 'manager_id'] as const)
    if (move[key] !== null) employee[key] = Number(move[key])
  try {
    await checkReferences(db, 'zh', move.tenant_id, {
      organ: employee.organ_id ?? record.employee.organ_id,
      zhiwei: employee.zhiwei_id ?? record.employee.zhiwei_id,
      gangwei: employee.gangwei_id ?? record.employee.gangwei_id,
    })
  } catch (error) {
    if (error instanceof GatewayError) return void (await fail('target'))
    throw error
  }
  const salary = wiringOf(db).all(SALARY_MOVES)[0]
  const month = move.effective_date.slice(0, 7)
  if (move.base_fen !== null && !(await salary?.hasProfile(db, move.tenant_id, move.employee_id, month)))
    return void (await fail('salaryProfile'))
  const who = { tenantId: move.tenant_id, employeeId: move.employee_id, userId: move.requested_by, now }
  if (Object.keys(employee).length)
    await writeRecord(
      db,
      { ...who, cause: 'move', refId: move.id },
      { employee: employee as RecordChanges['employee'], profile: {} },
    )
  if (move.base_fen !== null) {
    const changed = await salary?.changeBase(db, {
      tenantId: move.tenant_id,
      employeeId: move.employee_id,
      effectiveMonth: month,
      baseFen: Number(move.base_fen),
      reason: move.reason || '人事异动',
      actorId: move.requested_by,
      now,
    })
    // The profile checked above went meanwhile: nothing of the move is kept (the transaction rolls back).
    if (!changed) throw moveError('zh', 'noSalaryProfile', { name: record.employee.name, month })
  }
  await where(db).set({ status: 'applied', applied_at: now }).execute()
}

/** Approved moves due by `today` (yyyy-mm-dd), every tenant's: the daily job applies them. */
export const dueMoves = (db: Db, today: string) =>
  db
    .selectFrom('staff_move')
    .selectAll()
    .where('status', '=', 'approved')
    .where('effective_date', '<=', today)
    .orderBy('effective_date')
    .execute()
