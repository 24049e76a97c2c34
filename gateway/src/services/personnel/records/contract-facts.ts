import type { Db } from '../../../core/db/types'
import { keepHistory, snapshotsOf } from '../../people'
import { recordFactsChanged } from './facts-changed'
import { emptyProfile } from './record-row'

/** The record fields the contracts page keeps (the person's current contract); a record change may not set them. */
export const CONTRACT_FIELDS = ['contractType', 'contractStart', 'contractEnd'] as const

/** A person's current contract as the record keeps it: a contract type code, its start and end (epoch ms, UTC midnight). */
export interface ContractFacts {
  tenantId: number
  employeeId: number
  type: string
  start: number | null
  end: number | null
  now: number
}

/**
 * Copies the person's current contract onto their record (contract type, start, end) inside the contract's
 * transaction, so what reads the record (leave eligibility by contract type, the staff list's columns, exports,
 * reports, the assistant) reads the contract, and the record's history keeps the change; a new contract type is told to the record's fact listeners (leave
 * entitlements recompute). Nothing is written when the record already says the same.
 */
export async function setContractFacts(trx: Db, facts: ContractFacts): Promise<void> {
  const { tenantId, employeeId, now } = facts
  const before = await snapshotsOf(trx, tenantId, [employeeId])
  const profile = await trx
    .selectFrom('employee_profile')
    .select(['contract_type', 'contract_start', 'contract_end'])
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst()
  const next = { contract_type: facts.type, contract_start: facts.start, contract_end: facts.end }
  if (!profile) {
    await trx
      .insertInto('employee_profile')
      .values({ ...emptyProfile(tenantId, employeeId, now), ...next })
      .execute()
  } else if (
    profile.contract_type !== next.contract_type ||
    (profile.contract_start === null ? null : Number(profile.contract_start)) !== next.contract_start ||
    (profile.contract_end === null ? null : Number(profile.contract_end)) !== next.contract_end
  ) {
    await trx
      .updateTable('employee_profile')
      .set({ ...next, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .execute()
  } else return
  await keepHistory(trx, { tenantId, actor: null, cause: 'contract', now }, before, [employeeId])
  if ((profile?.contract_type ?? '') !== next.contract_type)
    await recordFactsChanged(trx, { tenantId, employeeId, now })
}
