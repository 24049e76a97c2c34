import type { contractContract, Static } from '@hr-portal/api'
import type { Db } from '../../core/db/types'
import type { startInstance } from '../workflow'
import { addDays } from './dates'
import type { ChangeKind, Term } from './functions'
import { changeTitle } from './texts'
import type { EmploymentContractChangeTable, EmploymentContractTable } from './tables'

type Steps = NonNullable<Parameters<typeof startInstance>[1]['firstSteps']>

export const changeRow = (db: Db, tenantId: number, id: string) =>
  db
    .selectFrom('employment_contract_change')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()

export const pendingChangeOf = (db: Db, tenantId: number, contractId: number) =>
  db
    .selectFrom('employment_contract_change')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', contractId)
    .where('status', '=', 'pending')
    .executeTakeFirst()

/** A change as the routes answer it (the contract's contractChange). */
export const changeView = (c: EmploymentContractChangeTable): Static<typeof contractContract.contractChange> => ({
  id: c.id,
  kind: c.kind as ChangeKind,
  status: c.status,
  newTerm: c.new_term as Term | null,
  newEndDate: c.new_end_date,
  effectiveDate: c.effective_date,
  reason: c.reason,
  instanceId: c.instance_id,
  newContractId: c.new_contract_id,
  createdAt: Number(c.created_at),
})

/** A renewal starts the day after the contract it renews ends. */
export const renewalStart = (contract: Pick<EmploymentContractTable, 'end_date'>): string =>
  addDays(contract.end_date!, 1)

/** How a change reads in its workflow request: the employee, the contract and what changes, with the reason. */
export function changeDescription(
  change: Pick<EmploymentContractChangeTable, 'kind' | 'new_term' | 'new_end_date' | 'effective_date' | 'reason'>,
  contract: Pick<EmploymentContractTable, 'start_date' | 'end_date'>,
  employeeName: string,
) {
  const span = `${contract.start_date} – ${contract.end_date ?? '∞'}`
  const what =
    change.kind === 'renewal'
      ? `→ ${change.effective_date} – ${change.new_end_date ?? '∞'} (${change.new_term})`
      : change.kind === 'nonRenewal'
        ? `⨯ ${change.effective_date} (不续签 / not renewed)`
        : `⨯ ${change.effective_date}`
  return {
    amount: 0,
    ...changeTitle(change.kind, employeeName),
    summary: `${span} ${what}: ${change.reason}`.slice(0, 1000),
  }
}

/**
 * The employee's line manager decides first (their account in the tenant, unless that is the applicant), then the
 * business type's definition (default: the applicant's line manager; an administrator may set HR steps).
 */
export async function managerStep(
  db: Db,
  tenantId: number,
  managerEmployeeId: number | null | undefined,
  applicantId: number,
): Promise<Steps> {
  if (managerEmployeeId == null) return []
  const account = await db
    .selectFrom('app_user')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
    .select('app_user.id')
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('app_user.employee_id', '=', managerEmployeeId)
    .orderBy('app_user.id')
    .executeTakeFirst()
  if (!account || account.id === applicantId) return []
  return [
    { nameZh: '员工直属上级审批', nameEn: "Employee's line manager", approver: { type: 'user', userId: account.id } },
  ]
}
