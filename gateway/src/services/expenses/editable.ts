import type { Db } from '../../core/db/types'
import { loadInstance } from '../workflow'
import { EDITABLE } from './functions'
import type { ExpenseClaimTable } from './tables'

type Claim = Pick<ExpenseClaimTable, 'tenant_id' | 'status' | 'instance_id'>

/** True when an approver sent the submitted claim back for changes: the claimant changes it and sends it on. */
export async function sentBack(db: Db, claim: Claim): Promise<boolean> {
  if (claim.status !== 'submitted' || !claim.instance_id) return false
  return (await loadInstance(db, claim.tenant_id, claim.instance_id))?.status === 'returned'
}

/** Whether the claimant may change the claim: a draft, withdrawn or rejected one, or one sent back for changes. */
export async function isEditable(db: Db, claim: Claim): Promise<boolean> {
  return EDITABLE.has(claim.status) || (await sentBack(db, claim))
}
