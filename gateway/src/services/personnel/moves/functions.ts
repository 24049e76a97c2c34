import { hookOf } from '../../../core/service'
import type { Db } from '../../../core/db/types'

/** The moves page (menu 人事异动 / Moves, declared in apps/personnel/manifest.json): a line manager's direct reports; with its button 管理异动 / Manage moves (HR) anyone in the caller's data range. */
export const MOVE_FUNCTIONS = { moves: '1106', manage: '110601' } as const

/** The workflow business types of a move and of a probation review. */
export const MOVE_BIZ_TYPE = 'staffMove'
export const PROBATION_BIZ_TYPE = 'probationReview'

/** An active contract's probation as the contract service keeps it (dates yyyy-mm-dd). */
export interface ProbationContract {
  tenantId: number
  contractId: number
  employeeId: number
  startDate: string
  endDate: string | null
  probationEnd: string
  /** The latest probation end the law allows for the contract's term (劳动合同法 art. 19). */
  latestEnd: string
}

/**
 * The contract service's side of probation reviews (it hands it in its handlers: personnel cannot import contract):
 * a person's active contract with a probation, those whose probation ends in a span, and writing a decision.
 */
export interface ProbationContracts {
  activeOf(db: Db, tenantId: number, employeeId: number): Promise<ProbationContract | null>
  endingBetween(db: Db, from: string, to: string): Promise<ProbationContract[]>
  /** A later probation end (an extension). */
  extend(trx: Db, contract: ProbationContract, newEnd: string, now: number): Promise<void>
  /** Ends the contract during probation on the last day, with the reason. */
  endOn(trx: Db, contract: ProbationContract, lastDay: string, reason: string, now: number): Promise<void>
}

export const PROBATION_CONTRACTS = hookOf<ProbationContracts>('ums.probationContracts')
