import type { Db } from '../../core/db/types'
import { handle, type Handler } from '../../core/service'
import { PROBATION_CONTRACTS, type ProbationContract, type ProbationContracts } from '../personnel'
import { endOfMonths } from './dates'
import type { Term } from './functions'
import { syncRecordContract } from './record-sync'
import type { EmploymentContractTable } from './tables'
import { probationLimit } from './terms'

const probationOf = (row: EmploymentContractTable): ProbationContract => ({
  tenantId: row.tenant_id,
  contractId: row.id,
  employeeId: row.employee_id,
  startDate: row.start_date,
  endDate: row.end_date,
  probationEnd: row.probation_end!,
  latestEnd: endOfMonths(row.start_date, probationLimit(row.term as Term, row.start_date, row.end_date)),
})

const active = (db: Db) =>
  db
    .selectFrom('employment_contract')
    .selectAll()
    .where('status', '=', 'active')
    .where('probation_end', 'is not', null)
    .where('terminated_on', 'is', null)

/**
 * Probation as personnel's reviews read and decide it: the active contract's probation end, the latest end the term
 * allows (probationLimit), an extension written to the contract, an ending during probation that terminates the
 * contract on the last day; the record's contract facts follow.
 */
const probationContracts: ProbationContracts = {
  async activeOf(db, tenantId, employeeId) {
    const row = await active(db)
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .orderBy('start_date', 'desc')
      .executeTakeFirst()
    return row ? probationOf(row) : null
  },
  async endingBetween(db, from, to) {
    const rows = await active(db).where('probation_end', '>=', from).where('probation_end', '<=', to).execute()
    return rows.map(probationOf)
  },
  async extend(trx, contract, newEnd, now) {
    await trx
      .updateTable('employment_contract')
      .set({ probation_end: newEnd, updated_at: now })
      .where('tenant_id', '=', contract.tenantId)
      .where('id', '=', contract.contractId)
      .execute()
  },
  async endOn(trx, contract, lastDay, reason, now) {
    await trx
      .updateTable('employment_contract')
      .set({ status: 'terminated', terminated_on: lastDay, termination_reason: reason.slice(0, 500), updated_at: now })
      .where('tenant_id', '=', contract.tenantId)
      .where('id', '=', contract.contractId)
      .execute()
    await syncRecordContract(trx, contract.tenantId, contract.employeeId, now)
  },
}

export const probationContractHandler: Handler = handle(PROBATION_CONTRACTS, probationContracts)
