import type { Handler } from '../../../core/service'
import { handle } from '../../../core/service'
import { SALARY_MOVES, type SalaryMoves } from '../../people'
import { changeBasePay } from './base-change'
import { profilesInForce } from './profile-store'

/**
 * Payroll's side of personnel's moves: a salary change writes the new base pay from the effective month (changeBasePay,
 * the payroll audit naming the move's requester); a month already paid is made good by the next run's arrears.
 */
const salaryMoves: SalaryMoves = {
  async hasProfile(db, tenantId, employeeId, month) {
    return (await profilesInForce(db, tenantId, month, [employeeId])).has(employeeId)
  },
  async changeBase(trx, move) {
    const actor = await trx
      .selectFrom('app_user')
      .select(['real_name', 'user_name'])
      .where('id', '=', move.actorId)
      .executeTakeFirst()
    const changed = await changeBasePay(
      trx,
      {
        tenantId: move.tenantId,
        employeeId: move.employeeId,
        effectiveMonth: move.effectiveMonth,
        reason: move.reason,
        actor: { id: move.actorId, name: actor?.real_name || actor?.user_name || '' },
        baseOf: () => move.baseFen,
      },
      move.now,
    )
    return changed !== null
  },
}

export const salaryMoveHandler: Handler = handle(SALARY_MOVES, salaryMoves)
