import type { Db } from '../../core/db/types'
import { hookOf } from '../../core/service'

/** A record's facts that entitlements read (entry date, gender, the date work began, contract type) just changed. */
export interface RecordFactsChanged {
  tenantId: number
  employeeId: number
  /** The employee's accounts in the tenant. */
  userIds: number[]
  now: number
}

/** Recomputes what follows from a record's facts in the record's transaction (leave's entitlements). */
export type RecordFactsListener = (trx: Db, changed: RecordFactsChanged) => Promise<void>

/** Listeners of every change of a record's facts, handed in their service's `handlers`. */
export const RECORD_FACTS_CHANGED = hookOf<RecordFactsListener>('ums.recordFactsChanged')
