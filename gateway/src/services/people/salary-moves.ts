import type { Db } from '../../core/db/types'
import { hookOf } from '../../core/service'

/** A salary change of a move: the new base pay from the effective month. */
export interface SalaryMove {
  tenantId: number
  employeeId: number
  /** 'YYYY-MM'. */
  effectiveMonth: string
  baseFen: number
  reason: string
  actorId: number
  now: number
}

/**
 * Payroll's side of a move's salary change (payroll hands it in its handlers; personnel's moves call it):
 * whether a salary profile is in force for the month, and writing the new base from the month (false: no profile).
 */
export interface SalaryMoves {
  hasProfile(db: Db, tenantId: number, employeeId: number, month: string): Promise<boolean>
  changeBase(trx: Db, move: SalaryMove): Promise<boolean>
}

export const SALARY_MOVES = hookOf<SalaryMoves>('ums.salaryMoves')
